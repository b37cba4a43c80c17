import SwiftUI

struct NoteList: View {
    @ObservedObject var store: NoteStore

    var body: some View {
        List(store.notes, selection: $store.selection) { note in
            Text(note.title)
        }
    }
}
