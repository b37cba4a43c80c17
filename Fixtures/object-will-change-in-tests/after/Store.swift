import Foundation
import Observation

@Observable final class Store {
    private(set) var items: [String] = []

    func add(_ item: String) {
        items.append(item)
    }
}

@Observable final class Cart {
    private(set) var count = 0

    func add() {
        count += 1
    }
}
