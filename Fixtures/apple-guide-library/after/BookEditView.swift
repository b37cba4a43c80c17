import SwiftUI

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            TextField("Author", text: $book.author)
            Toggle("Available", isOn: $book.isAvailable)
        }
        .navigationTitle("Edit Book")
        .toolbar {
            Button("Done") {
                dismiss()
            }
        }
    }
}
