import SwiftUI

struct LibraryView: View {
    @Environment(Library.self) var library

    var body: some View {
        NavigationStack {
            List(library.books) { book in
                NavigationLink {
                    BookEditView(book: book)
                } label: {
                    BookView(book: book)
                }
            }
            .navigationTitle("Available: \(library.availableBooksCount)")
        }
    }
}
