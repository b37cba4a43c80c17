// Runtime check of the migrated Bookmark and ReaderPreferences (see TypeCheckTests, runtime-check.swift).
let bookmark = Bookmark(page: 12)
expectTracked("Bookmark.page", read: { _ = bookmark.page }, write: { bookmark.page = 13 })
expectTracked("Bookmark.note", read: { _ = bookmark.note }, write: { bookmark.note = "Chapter 2" })

// ReaderPreferences had no @Published properties; its plain vars are tracked now.
let preferences = ReaderPreferences()
expectTracked("ReaderPreferences.theme (plain before)", read: { _ = preferences.theme }, write: { preferences.theme = "dark" })
expectTracked("ReaderPreferences.fontSize (plain before)", read: { _ = preferences.fontSize }, write: { preferences.fontSize = 20 })
expectTracked("ReaderPreferences.showsPageNumbers (plain before)", read: { _ = preferences.showsPageNumbers }, write: { preferences.showsPageNumbers = false })
