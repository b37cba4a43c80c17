import XCTest
import Combine
@testable import Shop
import Observation

final class StoreTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testAddingAnItemNotifiesObservers() {
        let store = Store()
        let changed = expectation(description: "objectWillChange fired")
        withObservationTracking {
            _ = store.items
        } onChange: {
            changed.fulfill()
        }

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
