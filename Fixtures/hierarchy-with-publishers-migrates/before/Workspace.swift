import Foundation
import Combine

final class Workspace: ObservableObject {
    @Published var documents: [Document] = []
    @Published var selectedID: Document.ID?

    var selected: Document? {
        documents.first { $0.id == selectedID }
    }
}
