import SwiftUI

/// `.iOS(.v17)` is not a platform tools version 5.7 can name: the report says so.
@Observable final class Shelf {
    var books: [String] = []
}

struct ShelfView: View {
    var shelf: Shelf
    var body: some View { Text("\(shelf.books.count) books") }
}
