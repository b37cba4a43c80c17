import SwiftUI

/// Building it starts watching the network: code that runs.
final class NetworkMonitor: ObservableObject {
    @Published private(set) var isOnline = false

    init() {
        print("network monitor starts")
    }
}

/// Building it only stores values.
final class Preferences: ObservableObject {
    @Published var theme = "light"
}

/// `@StateObject` built the monitor when SwiftUI first read it, after the
/// App's `init` had cleared the stored defaults; `@State` would build it
/// when the App is made, before that.
@main
struct ReaderApp: App {
    @StateObject private var monitor = NetworkMonitor()
    @StateObject private var preferences = Preferences()

    init() {
        print("app clears the stored defaults")
    }

    var body: some Scene {
        WindowGroup {
            Text(monitor.isOnline ? preferences.theme : "offline")
        }
    }
}
