import Foundation
import Observation

@Observable class SavingsAccount: Account {
    var interestRate: Decimal = 0.02

    func applyInterest() {
        deposit(balance * interestRate)
    }
}

@Observable final class YouthSavingsAccount: SavingsAccount {
    var guardianName: String

    init(owner: String, guardianName: String) {
        self.guardianName = guardianName
        super.init(owner: owner)
    }
}
