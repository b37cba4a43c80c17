import Combine
import Foundation
import Observation

@Observable final class Inbox {
    private(set) var unread = 0 {
        willSet { unreadPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var unreadPublisher = CurrentValueSubject<Int, Never>(_unread)

    func receive() {
        unread += 1
    }
}
