import SwiftUI

struct AccountView: View {
    @Environment(Account.self) var account
    @Environment(Toasts.self) var toasts

    var body: some View {
        VStack {
            Text(account.isSignedIn ? account.name : "Signed out")
            if let message = toasts.message {
                Text(message)
            }
        }
    }
}

struct AccountView_Previews: PreviewProvider {
    static var previews: some View {
        AccountView()
            .environment(Account.preview())
            .environment(Toasts.empty())
    }
}
