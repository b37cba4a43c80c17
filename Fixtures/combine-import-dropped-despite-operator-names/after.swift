import Observation
import Foundation

/// `store`, `share` and `receive` are this app's own names here, not Combine's operators.
@Observable final class CheckoutModel {
    var items: [String] = []
    let store: String

    init(store: String) {
        self.store = store
    }

    func share() -> String {
        items.joined(separator: ", ")
    }

    func receive(_ item: String) {
        items.append(item)
    }
}
