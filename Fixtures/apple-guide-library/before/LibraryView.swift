import SwiftUI

struct LibraryView: View {
    @EnvironmentObject var library: Library

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
