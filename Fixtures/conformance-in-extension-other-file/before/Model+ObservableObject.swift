import Foundation
import Combine

// Lets SwiftUI views observe Model.
extension Model: ObservableObject {}

extension Model {
    var trimmedName: String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func clear() {
        name = ""
        isFavorite = false
    }
}
