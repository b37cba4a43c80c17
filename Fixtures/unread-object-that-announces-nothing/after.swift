import SwiftUI

/// Announces nothing: no `@Published` property, no `objectWillChange`.
/// A view holding it was never redrawn by it.
@Observable class Coordinator {
    var isReady = false
}

@Observable final class SetupCoordinator: Coordinator {}

/// Announces through a subclass: a view holding the base may hold it.
@Observable class Source {
    var name = ""
}

@Observable final class LiveSource: Source {
    var level = 0
}

/// Announces by hand.
@Observable final class Pinger {
    private var count = 0

    func ping() {
        count += 1
    }
}

/// Announces through its stored defaults.
@Observable final class Preferences {
    var isCompact: Bool {
        get {
            access(keyPath: \.isCompact)
            return UserDefaults.standard.object(forKey: "compact") as? Bool ?? false
        }
        set {
            withMutation(keyPath: \.isCompact) {
                UserDefaults.standard.set(newValue, forKey: "compact")
            }
        }
    }
}

struct SetupScreen: View {
    @State var coordinator = SetupCoordinator()
    var body: some View { Text("Setup") }
}

struct SourceScreen: View {
    var source: Source
    var body: some View { Text("Source") }
}

struct PreferencesScreen: View {
    var preferences: Preferences
    var body: some View { Text("Preferences") }
}

struct PingScreen: View {
    var pinger: Pinger
    var body: some View { Text("Ping") }
}
