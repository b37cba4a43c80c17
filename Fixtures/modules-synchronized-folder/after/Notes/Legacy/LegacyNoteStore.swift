import Foundation

// Kept for reference while the sync format moves; built by no target.

class NoteStore {
    var rows: [String] = []
}

final class LegacyNoteStore: NoteStore {
    var migratedRows = 0
}
