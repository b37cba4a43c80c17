import Foundation
import Combine

class SavingsAccount: Account {
    @Published var interestRate: Decimal = 0.02

    func applyInterest() {
        deposit(balance * interestRate)
    }
}

final class YouthSavingsAccount: SavingsAccount {
    @Published var guardianName: String

    init(owner: String, guardianName: String) {
        self.guardianName = guardianName
        super.init(owner: owner)
    }
}
