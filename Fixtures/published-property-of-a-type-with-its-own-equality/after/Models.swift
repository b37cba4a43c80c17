import SwiftUI

/// Its phase's `==` ignores the payload: kept.
final class Upload: ObservableObject {
    @Published var phase: Phase = .idle
    @Published var fileName = ""
}

/// A synthesized `==` compares everything: migrates.
@Observable final class Inbox {
    var badge = Badge(title: "Inbox", count: 0)
    var badges: [Badge] = []
}

struct UploadView: View {
    @ObservedObject var upload: Upload
    var inbox: Inbox

    var body: some View {
        VStack {
            if case .failed(let reason) = upload.phase {
                Text(reason)
            }
            Text("\(inbox.badge.title): \(inbox.badge.count)")
        }
    }
}
