import Combine

final class ProductController: ObservableObject {
    @Published var names: [String] = []
}

final class CartController: ObservableObject {
    @Published var count = 0
}

final class Preferences: ObservableObject {
    @Published var compact = false
}

/// A store reached through its singleton; its controllers are plain lets.
actor Store {
    static let shared = Store()
    nonisolated let products: ProductController
    nonisolated let cart = CartController()

    init() {
        products = ProductController()
    }
}

/// A namespace of shared services.
enum Services {
    static var preferences: Preferences = Preferences()
}
