// Tracks the number of unread messages in the inbox.

#if os(iOS) || os(macOS)

import Foundation
import SwiftUI
import Combine

final class UnreadCounter: ObservableObject {
    @Published private(set) var unread = 0

    func markAllRead() {
        unread = 0
    }
}

struct UnreadBadge: View {
    @ObservedObject var counter: UnreadCounter

    var body: some View {
        Text("\(counter.unread)")
    }
}

#endif
