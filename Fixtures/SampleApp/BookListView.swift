import SwiftUI

struct BookListView: View {
    @EnvironmentObject var readingList: ReadingList
    @EnvironmentObject var settings: ReadingSettings
    @State private var isAddingBook = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(readingList.visibleBooks(showingFinished: settings.showsFinished)) { book in
                        NavigationLink {
                            BookDetailView(book: book, onDelete: { readingList.remove(book) })
                        } label: {
                            BookRow(book: book, showsRating: settings.showsRatings)
                        }
                    }
                } footer: {
                    Text("\(readingList.finishedCount) finished · \(readingList.lastChangedText)")
                }
            }
            .navigationTitle("Reading List")
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    NavigationLink {
                        SettingsView()
                    } label: {
                        Label("Settings", systemImage: "gear")
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        isAddingBook = true
                    } label: {
                        Label("Add Book", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $isAddingBook) {
                AddBookView()
            }
        }
    }
}

struct BookListView_Previews: PreviewProvider {
    static var previews: some View {
        BookListView()
            .environmentObject(ReadingList())
            .environmentObject(ReadingSettings())
    }
}
