import SwiftUI

@Observable class Shelf {
    var books: [String] = []
    var isEmpty = true
}

@Observable final class ReadingShelf: Shelf {}

/// A view generic over the shelf's class: its `Model` is a `Shelf`.
struct ShelfView<Model: Shelf>: View {
    var model: Model

    var body: some View {
        Text("\(model.books.count) books")
    }
}

/// Bound in a `where` clause, and binding: `@Bindable`.
struct ShelfEditor<Model>: View where Model: Shelf {
    @Bindable var model: Model

    var body: some View {
        Toggle("Empty", isOn: $model.isEmpty)
    }
}

struct Library: View {
    @State private var shelf = ReadingShelf()

    var body: some View {
        VStack {
            ShelfView(model: shelf)
            ShelfEditor(model: shelf)
        }
    }
}
