import Observation

@Observable final class Model {
    var name = ""
    var isFavorite = false
}
