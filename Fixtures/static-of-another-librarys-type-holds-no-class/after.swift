import SwiftUI
import PaymentKit

final class Library: ObservableObject {
    static let shared = Library()
    @Published var books: [String] = []
}

@Observable final class ReaderSettings {
    static let shared = ReaderSettings()
    var fontSize = 14
}

struct LibraryView: View {
    @ObservedObject private var library = Library.shared
    private let settings = ReaderSettings.shared

    var body: some View {
        Text("\(library.books.count) books, \(settings.fontSize) pt")
    }
}

/// `Wallet` is PaymentKit's: its `shared` is none of this project's classes.
struct CheckoutButton: View {
    @ObservedObject private var wallet = Wallet.shared

    var body: some View { Text(wallet.balance) }
}

/// A static this project adds to another library's type holds its class.
extension Receipt {
    static let shelf = Library()
}

struct ReceiptShelf: View {
    @ObservedObject private var shelf = Receipt.shelf

    var body: some View { Text("\(shelf.books.count)") }
}
