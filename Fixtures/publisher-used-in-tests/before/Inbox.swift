import Combine
import Foundation

final class Inbox: ObservableObject {
    @Published private(set) var unread = 0

    func receive() {
        unread += 1
    }
}
