import Foundation
import Combine
import Observation

@Observable class Account: ObservableObject, Identifiable {
    let id = UUID()
    var owner: String
    private(set) var balance: Decimal = 0

    init(owner: String) {
        self.owner = owner
    }

    func deposit(_ amount: Decimal) {
        balance += amount
    }
}
