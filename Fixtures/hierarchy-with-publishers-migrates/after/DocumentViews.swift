import SwiftUI

struct DocumentTitle: View {
    @Bindable var document: Document

    var body: some View {
        TextField("Title", text: $document.title)
    }
}

struct TextDocumentEditor: View {
    @Bindable var document: TextDocument

    var body: some View {
        VStack {
            DocumentTitle(document: document)
            TextEditor(text: $document.text)
        }
    }
}

struct ImageDocumentInspector: View {
    @Bindable var document: ImageDocument

    var body: some View {
        Slider(value: $document.zoom, in: 0.25...4)
        Text(document.zoomLabel)
    }
}

struct WorkspaceView: View {
    @State private var workspace = Workspace()

    var body: some View {
        List(workspace.documents) { document in
            Text(document.title)
        }
        .environment(workspace)
    }
}

struct WorkspaceStatus: View {
    @Environment(Workspace.self) var workspace

    var body: some View {
        Text(workspace.selected?.title ?? "No selection")
    }
}
