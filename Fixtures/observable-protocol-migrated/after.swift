import SwiftUI

/// Every class conforming to it migrates, and the generic code over it uses
/// nothing of ObservableObject's: the protocol refines AnyObject & Observable.
protocol LibraryStore: AnyObject, Observable {
    var books: [String] { get }
    var filter: String { get set }
}

@Observable final class LocalLibrary: LibraryStore {
    var books: [String] = []
    var filter = ""
}

@Observable final class RemoteLibrary: LibraryStore {
    var books: [String] = ["Dune"]
    var filter = ""
}

/// Binds through the store: `@Bindable`.
struct LibraryList<Store: LibraryStore>: View {
    @Bindable var store: Store

    var body: some View {
        VStack {
            TextField("Filter", text: $store.filter)
            ForEach(store.books, id: \.self) { Text($0) }
        }
    }
}

/// Only reads: a plain property.
struct LibraryCount<Store>: View where Store: LibraryStore {
    var store: Store

    var body: some View {
        Text("\(store.books.count)")
    }
}

func summary(of store: some LibraryStore) -> String {
    store.books.joined(separator: ", ")
}

struct LibraryScreen: View {
    @State private var local = LocalLibrary()
    @State private var remote = RemoteLibrary()

    var body: some View {
        LibraryList(store: local)
        LibraryCount(store: remote)
        Text(summary(of: remote))
    }
}
