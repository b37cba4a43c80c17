import SwiftUI

@Observable
final class Inbox: // SwiftUI observes the unread count
    Identifiable {
    let id = UUID()
    var unread = 0
}

struct InboxBadge: View {
    var inbox: Inbox

    var body: some View {
        Text("\(inbox.unread)")
    }
}
