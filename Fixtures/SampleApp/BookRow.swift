import SwiftUI

struct BookRow: View {
    @ObservedObject var book: Book
    var showsRating = true

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title)
                    .font(.headline)
                Text(book.byline)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Spacer()
            if showsRating && book.rating > 0 {
                Text(String(repeating: "★", count: book.rating))
                    .foregroundColor(.orange)
            }
            if book.isFinished {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundColor(.green)
            }
        }
    }
}

struct BookRow_Previews: PreviewProvider {
    static var previews: some View {
        BookRow(book: Book.samples[0])
            .padding()
    }
}
