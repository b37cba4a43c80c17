import SwiftUI

@Observable final class Profile {
    var name = ""
}

@Observable final class Account {
    var profile: Profile? = Profile()
    let settings = Profile()
    var isSignedIn = false

    init() {
        bind()
    }

    private func bind() {
    }

    func signOut(notify: Bool) {
        // Kept: the condition calls something.
        if isReady() {
            isSignedIn = false
        }
    }

    private func isReady() -> Bool { true }
}

struct AccountView: View {
    var account: Account

    var body: some View {
        Text(account.profile?.name ?? account.settings.name)
    }
}
