import SwiftUI

/// Every class conforming to it migrates, and the generic code over it uses
/// nothing of ObservableObject's: the protocol refines AnyObject & Observable.
protocol LibraryStore: ObservableObject {
    var books: [String] { get }
    var filter: String { get set }
}

final class LocalLibrary: LibraryStore {
    @Published var books: [String] = []
    @Published var filter = ""
}

final class RemoteLibrary: LibraryStore {
    @Published var books: [String] = ["Dune"]
    @Published var filter = ""
}

/// Binds through the store: `@Bindable`.
struct LibraryList<Store: LibraryStore>: View {
    @ObservedObject var store: Store

    var body: some View {
        VStack {
            TextField("Filter", text: $store.filter)
            ForEach(store.books, id: \.self) { Text($0) }
        }
    }
}

/// Only reads: a plain property.
struct LibraryCount<Store>: View where Store: LibraryStore {
    @ObservedObject var store: Store

    var body: some View {
        Text("\(store.books.count)")
    }
}

func summary(of store: some LibraryStore) -> String {
    store.books.joined(separator: ", ")
}

struct LibraryScreen: View {
    @StateObject private var local = LocalLibrary()
    @StateObject private var remote = RemoteLibrary()

    var body: some View {
        LibraryList(store: local)
        LibraryCount(store: remote)
        Text(summary(of: remote))
    }
}
