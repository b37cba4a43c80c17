import Combine

final class Model {
    @Published var name = ""
    @Published var isFavorite = false
}
