import Foundation
import Combine

/// One book on the reading list.
final class Book: ObservableObject, Identifiable {
    let id: UUID
    @Published var title: String
    @Published var author: String
    @Published var isFinished: Bool
    @Published var rating: Int
    @Published var notes = ""

    init(id: UUID = UUID(), title: String, author: String, isFinished: Bool = false, rating: Int = 0) {
        self.id = id
        self.title = title
        self.author = author
        self.isFinished = isFinished
        self.rating = min(max(rating, 0), 5)
    }

    var byline: String {
        author.isEmpty ? "Unknown author" : "by \(author)"
    }

    func markFinished() {
        isFinished = true
        if rating == 0 {
            rating = 3
        }
    }
}

extension Book {
    static let samples: [Book] = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", isFinished: true, rating: 5),
        Book(title: "Middlemarch", author: "George Eliot"),
        Book(title: "Piranesi", author: "Susanna Clarke", rating: 4),
    ]
}
