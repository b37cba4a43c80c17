import SwiftUI

@Observable final class Note {
    var title = ""
    var text = ""
    var isPinned = false
    var tags: [String] = []
}

struct TitleField: View {
    @Binding var title: String

    var body: some View {
        TextField("Title", text: $title)
            .font(.title2)
    }
}

struct PinToggle: View {
    @Binding var isPinned: Bool

    var body: some View {
        Toggle("Pinned", isOn: $isPinned)
    }
}

struct TagEditor: View {
    @Binding var tags: [String]
    @State private var newTag = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text(tags.joined(separator: ", "))
            TextField("Add tag", text: $newTag)
                .onSubmit {
                    tags.append(newTag)
                    newTag = ""
                }
        }
    }
}

/// Hands bindings to its children and never edits the note itself.
struct NoteEditor: View {
    @Bindable var note: Note
    @State private var showsTags = false

    var body: some View {
        VStack {
            TitleField(title: $note.title)
            TextEditor(text: .constant(note.text))
            pinRow(isPinned: $note.isPinned)
        }
        .sheet(isPresented: $showsTags) {
            TagEditor(tags: $note.tags)
        }
    }

    private func pinRow(isPinned: Binding<Bool>) -> some View {
        HStack {
            PinToggle(isPinned: isPinned)
            Spacer()
            Button("Tags") {
                showsTags = true
            }
        }
    }
}

/// Passes the note itself on, not a binding.
struct NoteHeader: View {
    var note: Note

    var body: some View {
        HStack {
            NoteBadge(note: note)
            Text(note.title)
        }
    }
}

struct NoteBadge: View {
    var note: Note

    var body: some View {
        Image(systemName: note.isPinned ? "pin.fill" : "pin")
    }
}
