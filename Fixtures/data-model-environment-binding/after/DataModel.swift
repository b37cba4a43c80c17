import Observation

@Observable final class DataModel {
    var isEnabled = false
    var volume = 0.5
}
