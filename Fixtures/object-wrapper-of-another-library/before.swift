import SwiftUI
import Factory

/// `@InjectedObject` (Factory) takes ObservableObjects: the class it holds stays.
final class SessionManager: ObservableObject {
    @Published var userName = ""
}

final class Settings: ObservableObject {
    @Published var theme = "light"
}

struct RootView: View {
    @InjectedObject(\.sessionManager) private var sessionManager: SessionManager
    @StateObject private var settings = Settings()

    var body: some View {
        Text("\(sessionManager.userName), \(settings.theme)")
    }
}
