import SwiftUI

@Observable final class Library {
    var books: [String] = []
}

final class Preview: ObservableObject {
    @Published var title = ""
}

struct Root: View {
    @State var library = Library()

    var body: some View {
        let library = Preview()
        Shelf(title: library.title)
            .environment(self.library)
    }
}

struct Shelf: View {
    @Environment(Library.self) var library
    var title: String
    var body: some View { Text("\(title) \(library.books.count)") }
}
