import SwiftUI

public final class TodoList: ObservableObject {
    @Published private(set) var items: [String] = []
    @Published public private(set) var count = 0
    @Published var draft = ""

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
