import Foundation
import Combine

class Account: ObservableObject, Identifiable {
    let id = UUID()
    @Published var owner: String
    @Published private(set) var balance: Decimal = 0

    init(owner: String) {
        self.owner = owner
    }

    func deposit(_ amount: Decimal) {
        balance += amount
    }
}
