// Keeps unsent drafts in memory.

#if os(iOS) || os(macOS)

import Foundation
import Observation

@Observable final class DraftStore {
    var drafts: [String] = []
}

#endif
