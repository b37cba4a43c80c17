import SwiftUI

final class Session: ObservableObject {
    @Published var userName: String
    @Published var isExpired = false

    init(userName: String) {
        self.userName = userName
    }
}

// `@EnvironmentObject` cannot be optional, so the session travels
// through a custom environment key whose default is `nil`.
private struct SessionKey: EnvironmentKey {
    static let defaultValue: Session? = nil
}

extension EnvironmentValues {
    var session: Session? {
        get { self[SessionKey.self] }
        set { self[SessionKey.self] = newValue }
    }
}

struct AccountBadge: View {
    @Environment(\.session) private var session: Session?

    var body: some View {
        if let session {
            SessionLabel(session: session)
        } else {
            Text("Signed out")
        }
    }
}

struct SessionLabel: View {
    @ObservedObject var session: Session

    var body: some View {
        Text(session.isExpired ? "Session expired" : session.userName)
    }
}

struct SignedInRoot: View {
    @StateObject private var session = Session(userName: "ada")

    var body: some View {
        AccountBadge()
            .environment(\.session, session)
    }
}

struct AccountBadge_Previews: PreviewProvider {
    static var previews: some View {
        AccountBadge()
            .environment(\.session, nil)
    }
}
