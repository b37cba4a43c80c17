// Tracks the number of unread messages in the inbox.

#if os(iOS) || os(macOS)

import Foundation
import SwiftUI

@Observable final class UnreadCounter {
    private(set) var unread = 0

    func markAllRead() {
        unread = 0
    }
}

struct UnreadBadge: View {
    var counter: UnreadCounter

    var body: some View {
        Text("\(counter.unread)")
    }
}

#endif
