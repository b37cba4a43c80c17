// Runtime check of the migrated Library (Preferences and ReadingStats were not selected and stay ObservableObject).
let library = Library()
expectTracked("Library.books", read: { _ = library.books }, write: { library.books.append("Sanditon") })
expectTracked("Library.filter", read: { _ = library.filter }, write: { library.filter = "Em" })
expectTracked("Library.filteredBooks via filter", read: { _ = library.filteredBooks }, write: { library.filter = "Per" })
