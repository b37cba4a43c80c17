import Foundation
import Combine

/// All the books the reader is tracking, newest first.
final class ReadingList: ObservableObject {
    @Published private(set) var books: [Book]
    @Published var lastChanged: Date? = nil

    lazy var dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    init(books: [Book] = Book.samples) {
        self.books = books
    }

    var finishedCount: Int {
        books.filter(\.isFinished).count
    }

    var lastChangedText: String {
        guard let lastChanged else { return "Never changed" }
        return "Changed \(dateFormatter.string(from: lastChanged))"
    }

    func visibleBooks(showingFinished: Bool) -> [Book] {
        showingFinished ? books : books.filter { !$0.isFinished }
    }

    func add(title: String, author: String) {
        books.insert(Book(title: title, author: author), at: 0)
        lastChanged = Date()
    }

    func remove(_ book: Book) {
        books.removeAll { $0.id == book.id }
        lastChanged = Date()
    }
}
