import Foundation
import Observation

@Observable final class Library {
    var books: [String] = ["Emma", "Persuasion"]
    var filter = ""

    var filteredBooks: [String] {
        filter.isEmpty ? books : books.filter { $0.localizedCaseInsensitiveContains(filter) }
    }
}
