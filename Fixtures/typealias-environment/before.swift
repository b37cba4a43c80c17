import SwiftUI

final class LibraryStore: ObservableObject {
    @Published var shelves: [String] = ["To Read", "Reading", "Done"]
    @Published var newShelfName = ""

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
    @EnvironmentObject var store: Store

    var body: some View {
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
    @ObservedObject var library: Dependencies.Library

    var body: some View {
        Text("\(library.shelves.count) shelves")
    }
}

struct LibraryRoot: View {
    @StateObject private var store = Store()

    var body: some View {
        VStack {
            ShelfCount(library: store)
            ShelfList()
        }
        .environmentObject(store)
    }
}
