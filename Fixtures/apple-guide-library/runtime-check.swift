// Runtime check of the migrated Book and Library (see TypeCheckTests, runtime-check.swift).
let book = Book()
expectTracked("Book.title", read: { _ = book.title }, write: { book.title = "Emma" })
expectTracked("Book.author", read: { _ = book.author }, write: { book.author = "Jane Austen" })
expectTracked("Book.isAvailable", read: { _ = book.isAvailable }, write: { book.isAvailable = false })

let library = Library()
expectTracked("Library.books", read: { _ = library.books }, write: { library.books.append(Book()) })
let firstBook = library.books[0]
expectTracked("Library.availableBooksCount via a book's isAvailable", read: { _ = library.availableBooksCount }, write: { firstBook.isAvailable.toggle() })
