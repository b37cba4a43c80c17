import SwiftUI

@Observable final class Session {
    var user = ""
}

struct Greeting: View {
    @SwiftUI.Environment(Session.self) var session
    @State private var loader = Loader()

    var body: some View {
        Text("Hello \(session.user) \(loader.progress)")
    }
}
