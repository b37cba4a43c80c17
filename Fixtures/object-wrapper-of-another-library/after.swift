import SwiftUI
import Factory

/// `@InjectedObject` (Factory) takes ObservableObjects: the class it holds stays.
final class SessionManager: ObservableObject {
    @Published var userName = ""
}

@Observable final class Settings {
    var theme = "light"
}

struct RootView: View {
    @InjectedObject(\.sessionManager) private var sessionManager: SessionManager
    @State private var settings = Settings()

    var body: some View {
        Text("\(sessionManager.userName), \(settings.theme)")
    }
}
