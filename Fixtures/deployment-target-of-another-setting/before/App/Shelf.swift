import SwiftUI

final class Shelf: ObservableObject {
    @Published var books: [String] = []
}

struct ShelfView: View {
    @StateObject private var shelf = Shelf()

    var body: some View {
        Text("\(shelf.books.count) books")
    }
}
