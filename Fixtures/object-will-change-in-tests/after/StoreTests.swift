import XCTest
import Combine
@testable import Shop

final class StoreTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testAddingAnItemNotifiesObservers() {
        let store = Store()
        let changed = expectation(description: "objectWillChange fired")
        store.objectWillChange
            .sink { changed.fulfill() }
            .store(in: &cancellables)

        store.add("Milk")

        wait(for: [changed], timeout: 1)
        XCTAssertEqual(store.items, ["Milk"])
    }

    func testCartCountsItems() {
        let cart = Cart()
        cart.add()
        cart.add()
        XCTAssertEqual(cart.count, 2)
    }
}
