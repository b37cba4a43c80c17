import SwiftUI

/// The app's notes.
class NoteStore: ObservableObject {
    @Published var notes: [Note] = []
    @Published var selection: Note.ID?
}
