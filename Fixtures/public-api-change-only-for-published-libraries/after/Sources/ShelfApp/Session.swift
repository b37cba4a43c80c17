import Shelf
import SwiftUI
import Theme

// An executable target: no other package can depend on it.
@Observable public final class Session {
    public var signedIn = false
}

@main
struct ShelfApp: App {
    @State private var session = Session()
    @State private var palette = Palette()

    var body: some Scene {
        WindowGroup {
            Text(session.signedIn ? "Welcome" : "Sign in")
                .foregroundStyle(palette.accent)
        }
    }
}
