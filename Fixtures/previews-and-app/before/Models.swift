import Foundation
import Combine

final class Cart: ObservableObject {
    @Published private(set) var items: [String] = []
    @Published var couponCode = ""

    func add(_ item: String) {
        items.append(item)
    }
}

final class Catalog: ObservableObject {
    static let sampleItems = ["Apples", "Bread", "Coffee"]

    @Published var items: [String]

    init(items: [String]) {
        self.items = items
    }
}
