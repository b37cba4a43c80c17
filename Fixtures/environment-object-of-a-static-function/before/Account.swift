import SwiftUI

final class Account: ObservableObject {
    @Published var name = ""
    @Published var isSignedIn = false
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

final class Toasts: ObservableObject {
    @Published var message: String?

    static func empty() -> Toasts { Toasts() }
}
