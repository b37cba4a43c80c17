// Runtime check of the migrated Workspace (the Document hierarchy stays ObservableObject).
let workspace = Workspace()
let document = Document(title: "Notes")
expectTracked("Workspace.documents", read: { _ = workspace.documents }, write: { workspace.documents.append(document) })
expectTracked("Workspace.selectedID", read: { _ = workspace.selectedID }, write: { workspace.selectedID = document.id })
