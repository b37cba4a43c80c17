import Foundation

extension Model {
    var trimmedName: String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func clear() {
        name = ""
        isFavorite = false
    }
}
