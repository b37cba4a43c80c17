import SwiftUI

struct AccountView: View {
    @EnvironmentObject var account: Account
    @EnvironmentObject var toasts: Toasts

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
            .environmentObject(Account.preview())
            .environmentObject(Toasts.empty())
    }
}
