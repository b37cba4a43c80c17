import Observation
import Foundation

/// Not an ObservableObject itself: its `@Published` properties reach views
/// through the subclasses that are.
@Observable class ListModel {
    var items: [String] = []
    var isLoading = false

    func load(_ names: [String]) {
        isLoading = true
        items = names
        isLoading = false
    }
}

@Observable final class InboxModel: ListModel {
    var unread = 0
}

@Observable final class ArchiveModel: ListModel {
    var lastOpened: Date?
}
