import SwiftUI

struct DocumentTitle: View {
    @ObservedObject var document: Document

    var body: some View {
        TextField("Title", text: $document.title)
    }
}

struct TextDocumentEditor: View {
    @ObservedObject var document: TextDocument

    var body: some View {
        VStack {
            DocumentTitle(document: document)
            TextEditor(text: $document.text)
        }
    }
}

struct ImageDocumentInspector: View {
    @ObservedObject var document: ImageDocument

    var body: some View {
        Slider(value: $document.zoom, in: 0.25...4)
        Text(document.zoomLabel)
    }
}

struct WorkspaceView: View {
    @StateObject private var workspace = Workspace()

    var body: some View {
        List(workspace.documents) { document in
            Text(document.title)
        }
        .environmentObject(workspace)
    }
}

struct WorkspaceStatus: View {
    @EnvironmentObject var workspace: Workspace

    var body: some View {
        Text(workspace.selected?.title ?? "No selection")
    }
}
