import SwiftUI

struct BookView: View {
    @ObservedObject var book: Book

    var body: some View {
        VStack(alignment: .leading) {
            Text(book.title)
                .font(.headline)
            Text(book.author)
                .font(.subheadline)
            if !book.isAvailable {
                Text("Checked out")
                    .foregroundStyle(.secondary)
            }
        }
    }
}
