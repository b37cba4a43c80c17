import Foundation
import Observation

@Observable final class Cart {
    private(set) var items: [String] = []
    var couponCode = ""

    func add(_ item: String) {
        items.append(item)
    }
}

@Observable final class Catalog {
    static let sampleItems = ["Apples", "Bread", "Coffee"]

    var items: [String]

    init(items: [String]) {
        self.items = items
    }
}
