import SwiftUI

final class Library: ObservableObject {
    @Published var books: [String] = []
}

final class Preview: ObservableObject {
    @Published var title = ""
}

struct Root: View {
    @StateObject var library = Library()

    var body: some View {
        let library = Preview()
        Shelf(title: library.title)
            .environmentObject(self.library)
    }
}

struct Shelf: View {
    @EnvironmentObject var library: Library
    var title: String
    var body: some View { Text("\(title) \(library.books.count)") }
}
