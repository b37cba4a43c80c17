import SwiftUI

@Observable final class AppModel {
    var isSignedIn = false

    init() {}
}

@Observable final class Router {
    var path: [String] = []

    init(start: String) {
        path = [start]
    }
}

/// SwiftUI creates the `App` once: `@State` evaluates its values once too.
@main
struct LibraryApp: App {
    @State private var model = AppModel()
    @State private var router: Router

    init() {
        self.router = Router(start: "home")
    }

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(model)
                .environment(router)
        }
    }
}

/// A view is created again and again: its `AppModel` now is too.
struct ContentView: View {
    @Environment(AppModel.self) var model
    @Environment(Router.self) var router
    @State private var draft = AppModel()

    var body: some View {
        Text(model.isSignedIn ? "Signed in" : router.path.joined())
    }
}
