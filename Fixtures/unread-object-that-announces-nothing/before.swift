import Combine
import SwiftUI

/// Announces nothing: no `@Published` property, no `objectWillChange`.
/// A view holding it was never redrawn by it.
class Coordinator: ObservableObject {
    var isReady = false
}

final class SetupCoordinator: Coordinator {}

/// Announces through a subclass: a view holding the base may hold it.
class Source: ObservableObject {
    var name = ""
}

final class LiveSource: Source {
    @Published var level = 0
}

/// Announces by hand.
final class Pinger: ObservableObject {
    private var count = 0

    func ping() {
        count += 1
        objectWillChange.send()
    }
}

/// Announces through its stored defaults.
final class Preferences: ObservableObject {
    @AppStorage("compact") var isCompact = false
}

struct SetupScreen: View {
    @StateObject var coordinator = SetupCoordinator()
    var body: some View { Text("Setup") }
}

struct SourceScreen: View {
    @ObservedObject var source: Source
    var body: some View { Text("Source") }
}

struct PreferencesScreen: View {
    @ObservedObject var preferences: Preferences
    var body: some View { Text("Preferences") }
}

struct PingScreen: View {
    @ObservedObject var pinger: Pinger
    var body: some View { Text("Ping") }
}
