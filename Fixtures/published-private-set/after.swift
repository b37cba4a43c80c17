import SwiftUI

@Observable public final class TodoList {
    private(set) var items: [String] = []
    public private(set) var count = 0
    var draft = ""

    public init() {}

    func addDraft() {
        guard !draft.isEmpty else { return }
        items.append(draft)
        count = items.count
        draft = ""
    }

    func remove(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
        count = items.count
    }
}
