import SwiftUI

final class Inbox: ObservableObject, // SwiftUI observes the unread count
    Identifiable {
    let id = UUID()
    @Published var unread = 0
}

struct InboxBadge: View {
    @ObservedObject var inbox: Inbox

    var body: some View {
        Text("\(inbox.unread)")
    }
}
