import SwiftUI

class Shelf: ObservableObject {
    @Published var books: [String] = []
    @Published var isEmpty = true
}

final class ReadingShelf: Shelf {}

/// A view generic over the shelf's class: its `Model` is a `Shelf`.
struct ShelfView<Model: Shelf>: View {
    @ObservedObject var model: Model

    var body: some View {
        Text("\(model.books.count) books")
    }
}

/// Bound in a `where` clause, and binding: `@Bindable`.
struct ShelfEditor<Model>: View where Model: Shelf {
    @ObservedObject var model: Model

    var body: some View {
        Toggle("Empty", isOn: $model.isEmpty)
    }
}

struct Library: View {
    @StateObject private var shelf = ReadingShelf()

    var body: some View {
        VStack {
            ShelfView(model: shelf)
            ShelfEditor(model: shelf)
        }
    }
}
