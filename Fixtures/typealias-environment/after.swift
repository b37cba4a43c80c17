import SwiftUI

@Observable final class LibraryStore {
    var shelves: [String] = ["To Read", "Reading", "Done"]
    var newShelfName = ""

    func addShelf() {
        guard !newShelfName.isEmpty else { return }
        shelves.append(newShelfName)
        newShelfName = ""
    }
}

typealias Store = LibraryStore

enum Dependencies {
    typealias Library = LibraryStore
}

struct ShelfList: View {
    @Environment(Store.self) var store

    var body: some View {
        @Bindable var store = store
        List {
            ForEach(store.shelves, id: \.self) { shelf in
                Text(shelf)
            }
            TextField("New shelf", text: $store.newShelfName)
                .onSubmit(store.addShelf)
        }
    }
}

struct ShelfCount: View {
    var library: Dependencies.Library

    var body: some View {
        Text("\(library.shelves.count) shelves")
    }
}

struct LibraryRoot: View {
    @State private var store = Store()

    var body: some View {
        VStack {
            ShelfCount(library: store)
            ShelfList()
        }
        .environment(store)
    }
}
