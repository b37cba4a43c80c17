import SwiftUI

struct BookDetailView: View {
    @ObservedObject var book: Book
    var onDelete: () -> Void = {}
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section("Book") {
                TextField("Title", text: $book.title)
                TextField("Author", text: $book.author)
            }
            Section("Progress") {
                Toggle("Finished", isOn: $book.isFinished)
                Stepper("Rating: \(book.rating)", value: $book.rating, in: 0...5)
            }
            Section("Notes") {
                TextEditor(text: $book.notes)
                    .frame(minHeight: 120)
            }
            Section {
                Button("Remove from List", role: .destructive) {
                    onDelete()
                    dismiss()
                }
            }
        }
        .navigationTitle(book.title.isEmpty ? "Untitled" : book.title)
    }
}

struct AddBookView: View {
    @EnvironmentObject var readingList: ReadingList
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var author = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Author", text: $author)
            }
            .navigationTitle("New Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        readingList.add(title: title, author: author)
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

struct BookDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            BookDetailView(book: Book.samples[1])
        }
    }
}
