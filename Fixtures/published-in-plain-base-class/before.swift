import Combine
import Foundation

/// Not an ObservableObject itself: its `@Published` properties reach views
/// through the subclasses that are.
class ListModel {
    @Published var items: [String] = []
    @Published var isLoading = false

    func load(_ names: [String]) {
        isLoading = true
        items = names
        isLoading = false
    }
}

final class InboxModel: ListModel, ObservableObject {
    @Published var unread = 0
}

final class ArchiveModel: ListModel {
    var lastOpened: Date?
}
