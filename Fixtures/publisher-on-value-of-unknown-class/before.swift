import Combine
import Foundation

/// Two classes publish `currentSession`. One would migrate on its own; the
/// other stays for its `objectWillChange`. A `$currentSession` read on a value
/// whose class cannot be told (what a closure without a written type gives) cannot be rewritten for
/// both, so both stay.
final class SessionManager: ObservableObject {
    @Published var currentSession: String?
}

final class LegacySessionStore: ObservableObject {
    @Published var currentSession: String?

    func reload() {
        DispatchQueue.main.async { self.objectWillChange.send() }
    }
}

enum Container {
    static let sessionManager = { SessionManager() }
}

final class SessionBadge {
    private var subscription: AnyCancellable?

    func start() {
        subscription = Container.sessionManager().$currentSession.sink { print($0 ?? "none") }
    }
}
