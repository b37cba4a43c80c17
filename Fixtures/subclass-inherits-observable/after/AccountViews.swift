import SwiftUI

struct SavingsEditor: View {
    @Bindable var account: SavingsAccount

    var body: some View {
        Form {
            TextField("Owner", text: $account.owner)
            Text("Balance: \(account.balance.formatted())")
            Button("Apply interest", action: account.applyInterest)
        }
    }
}

struct GuardianRow: View {
    var account: YouthSavingsAccount

    var body: some View {
        HStack {
            Text(account.owner)
            Spacer()
            Text(account.guardianName)
                .foregroundColor(.secondary)
        }
    }
}

struct AccountsScreen: View {
    @StateObject private var savings = SavingsAccount(owner: "Sam")
    @StateObject private var youth = YouthSavingsAccount(owner: "Kim", guardianName: "Lee")

    var body: some View {
        List {
            SavingsEditor(account: savings)
            GuardianRow(account: youth)
        }
    }
}
