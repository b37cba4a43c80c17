// Keeps unsent drafts in memory.

#if os(iOS) || os(macOS)

import Foundation

final class DraftStore: ObservableObject {
    @Published var drafts: [String] = []
}

#endif
