import SwiftUI

final class Draft: ObservableObject {
    @Published var subject = ""
    @Published var message = ""
    @Published var isUrgent = false
}

struct DraftEditor: View {
    @ObservedObject var draft: Draft
    @State private var isPreviewing = false
    let onSend: () -> Void

    init(draft: Draft, onSend: @escaping () -> Void) {
        _draft = ObservedObject(wrappedValue: draft)
        self.onSend = onSend
    }

    var body: some View {
        Form {
            TextField("Subject", text: $draft.subject)
            TextEditor(text: $draft.message)
            Toggle("Urgent", isOn: $draft.isUrgent)
            Button("Send", action: onSend)
                .disabled(draft.subject.isEmpty)
        }
    }
}

struct SubjectLine: View {
    @ObservedObject private var draft: Draft

    init(draft: Draft) {
        self._draft = .init(wrappedValue: draft)
    }

    var body: some View {
        TextField("Subject", text: $draft.subject)
            .textFieldStyle(.roundedBorder)
    }
}

struct UrgentToggle: View {
    @ObservedObject var draft: Draft
    let title: String

    init(_ title: String, draft: Draft) {
        self.title = title
        self._draft = ObservedObject(wrappedValue: draft)
    }

    var body: some View {
        Toggle(title, isOn: $draft.isUrgent)
    }
}

struct MessageField: View {
    @ObservedObject var draft: Draft

    init(editing initialDraft: Draft) {
        _draft = ObservedObject(initialValue: initialDraft)
    }

    var body: some View {
        TextEditor(text: $draft.message)
    }
}
