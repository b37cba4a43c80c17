import Foundation
import Combine

final class Library: ObservableObject {
    @Published var books: [String] = ["Emma", "Persuasion"]
    @Published var filter = ""

    var filteredBooks: [String] {
        filter.isEmpty ? books : books.filter { $0.localizedCaseInsensitiveContains(filter) }
    }
}
