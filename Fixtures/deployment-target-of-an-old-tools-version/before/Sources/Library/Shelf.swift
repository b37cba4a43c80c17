import Combine
import SwiftUI

/// `.iOS(.v17)` is not a platform tools version 5.7 can name: the report says so.
final class Shelf: ObservableObject {
    @Published var books: [String] = []
}

struct ShelfView: View {
    @ObservedObject var shelf: Shelf
    var body: some View { Text("\(shelf.books.count) books") }
}
