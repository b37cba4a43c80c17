import SwiftUI

/// The app's notes.
@Observable class NoteStore {
    var notes: [Note] = []
    var selection: Note.ID?
}
