import Foundation
import Observation

@Observable final class Workspace {
    var documents: [Document] = []
    var selectedID: Document.ID?

    var selected: Document? {
        documents.first { $0.id == selectedID }
    }
}
