import Observation

@Observable final class Model {
    var text = ""
}
