import SwiftUI

struct NoteList: View {
    @Bindable var store: NoteStore

    var body: some View {
        List(store.notes, selection: $store.selection) { note in
            Text(note.title)
        }
    }
}
