import Foundation
import Combine

final class Store: ObservableObject {
    @Published private(set) var items: [String] = []

    func add(_ item: String) {
        items.append(item)
    }
}

final class Cart: ObservableObject {
    @Published private(set) var count = 0

    func add() {
        count += 1
    }
}
