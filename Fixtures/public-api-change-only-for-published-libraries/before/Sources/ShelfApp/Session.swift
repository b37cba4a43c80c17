import Shelf
import SwiftUI
import Theme

// An executable target: no other package can depend on it.
public final class Session: ObservableObject {
    @Published public var signedIn = false
}

@main
struct ShelfApp: App {
    @StateObject private var session = Session()
    @StateObject private var palette = Palette()

    var body: some Scene {
        WindowGroup {
            Text(session.signedIn ? "Welcome" : "Sign in")
                .foregroundStyle(palette.accent)
        }
    }
}
