import XCTest
import Combine
@testable import Mail

/// A test that subscribes to the model's `$unread`: it reads the bridge subject.
final class InboxTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testUnreadCountsArePublishedInOrder() {
        let inbox = Inbox()
        var seen: [Int] = []
        inbox.$unread
            .sink { seen.append($0) }
            .store(in: &cancellables)

        inbox.receive()
        inbox.receive()

        XCTAssertEqual(seen, [0, 1, 2])
    }
}
