import Observation

@Observable final class ProductController {
    var names: [String] = []
}

@Observable final class CartController {
    var count = 0
}

@Observable final class Preferences {
    var compact = false
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
