import SwiftUI

final class Session: ObservableObject {
    @Published var user = ""
}

struct Greeting: View {
    @EnvironmentObject var session: Session
    @StateObject private var loader = Loader()

    var body: some View {
        Text("Hello \(session.user) \(loader.progress)")
    }
}
