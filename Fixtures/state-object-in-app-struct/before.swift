import SwiftUI

final class AppModel: ObservableObject {
    @Published var isSignedIn = false

    init() {}
}

final class Router: ObservableObject {
    @Published var path: [String] = []

    init(start: String) {
        path = [start]
    }
}

/// SwiftUI creates the `App` once: `@State` evaluates its values once too.
@main
struct LibraryApp: App {
    @StateObject private var model = AppModel()
    @StateObject private var router: Router

    init() {
        _router = StateObject(wrappedValue: Router(start: "home"))
    }

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(model)
                .environmentObject(router)
        }
    }
}

/// A view is created again and again: its `AppModel` now is too.
struct ContentView: View {
    @EnvironmentObject var model: AppModel
    @EnvironmentObject var router: Router
    @StateObject private var draft = AppModel()

    var body: some View {
        Text(model.isSignedIn ? "Signed in" : router.path.joined())
    }
}
