// Runtime check of the migrated Note (see TypeCheckTests, runtime-check.swift).
let note = Note()
expectTracked("Note.title", read: { _ = note.title }, write: { note.title = "Groceries" })
expectTracked("Note.text", read: { _ = note.text }, write: { note.text = "Milk, eggs" })
expectTracked("Note.isPinned", read: { _ = note.isPinned }, write: { note.isPinned = true })
expectTracked("Note.tags", read: { _ = note.tags }, write: { note.tags.append("home") })
