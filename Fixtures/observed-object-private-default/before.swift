import SwiftUI

final class Settings: ObservableObject {
    static let shared = Settings()
    @Published var lineLimit = 3
}

/// A private wrapped property leaves the memberwise initializer internal; a
/// plain `private var` with a value would make it private, and the callers
/// below would no longer compile.
struct MessageCell: View {
    let title: String
    @ObservedObject private var settings: Settings = .shared

    var body: some View {
        Text(title).lineLimit(settings.lineLimit)
    }
}

/// This one is assigned again, so it stays a variable.
struct PreviewCell: View {
    let title: String
    @ObservedObject fileprivate var settings = Settings.shared

    mutating func reset() {
        settings = Settings()
    }

    var body: some View {
        Text(title).lineLimit(settings.lineLimit)
    }
}

/// An initializer of its own: no memberwise initializer to keep.
struct FooterCell: View {
    @ObservedObject private var settings = Settings.shared
    let title: String

    init(title: String) {
        self.title = title
    }

    var body: some View {
        Text(title).lineLimit(settings.lineLimit)
    }
}

struct MessageList: View {
    var body: some View {
        VStack {
            MessageCell(title: "Hello")
            PreviewCell(title: "Preview")
            FooterCell(title: "Footer")
        }
    }
}
