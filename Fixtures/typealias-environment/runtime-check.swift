// Runtime check of the migrated LibraryStore (see TypeCheckTests, runtime-check.swift).
let store = LibraryStore()
expectTracked("LibraryStore.newShelfName", read: { _ = store.newShelfName }, write: { store.newShelfName = "Wishlist" })
expectTracked("LibraryStore.shelves via addShelf()", read: { _ = store.shelves }, write: { store.addShelf() })
expectTracked("LibraryStore.shelves", read: { _ = store.shelves }, write: { store.shelves.removeAll() })
