import SwiftUI

@Observable final class Account {
    var name = ""
    var isSignedIn = false
}

extension Account {
    /// A signed-in account for previews.
    static func preview(named name: String = "Ada") -> Account {
        let account = Account()
        account.name = name
        account.isSignedIn = true
        return account
    }
}

@Observable final class Toasts {
    var message: String?

    static func empty() -> Toasts { Toasts() }
}
