// expected-error: requires that 'SessionStore' conform to 'Observable'
// fix: final class SessionStore => @Observable final class SessionStore
import SwiftUI

// @EnvironmentObject became @Environment(T.self) but the class was not made @Observable.
final class SessionStore {
    var userName = ""
}

struct SessionView: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        Text(session.userName)
    }
}
