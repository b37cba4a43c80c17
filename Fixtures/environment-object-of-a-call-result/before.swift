import Combine
import SwiftUI

final class Session: ObservableObject {
    @Published var isRunning = false
}

final class Sentinel: ObservableObject {
    @Published var pendingLink: String?
}

/// Stays: a subscription reads its objectWillChange.
final class Archive: ObservableObject {
    @Published var count = 0
}

final class ArchiveLogger {
    private var subscription: AnyCancellable?

    init(archive: Archive) {
        subscription = archive.objectWillChange.sink { _ in print("archive changes") }
    }
}

final class SessionManager {
    private var sessions: [String: Session] = [:]

    private func makeSession(for name: String) -> Session {
        let session = Session()
        sessions[name] = session
        return session
    }

    /// A window's content: the session a call makes, handed to the views.
    func content(for name: String) -> some View {
        let session = makeSession(for: name)
        return SessionView().environmentObject(session)
    }
}

struct SettingsScreen: View {
    /// A stored closure: each call gives a sentinel.
    private var sentinel: () -> Sentinel
    private let archive = Archive()

    init(sentinel: @escaping @autoclosure () -> Sentinel) {
        self.sentinel = sentinel
    }

    var body: some View {
        LinkView()
            .environmentObject(sentinel())
            .environmentObject(archive)
    }
}

struct SessionView: View {
    @EnvironmentObject var session: Session
    var body: some View { Text(session.isRunning ? "running" : "stopped") }
}

struct LinkView: View {
    @EnvironmentObject var sentinel: Sentinel
    @EnvironmentObject var archive: Archive
    var body: some View { Text("\(sentinel.pendingLink ?? "none") \(archive.count)") }
}
