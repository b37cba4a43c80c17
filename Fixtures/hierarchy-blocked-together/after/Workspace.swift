import Foundation
import Combine
import Observation

@Observable final class Workspace {
    var documents: [Document] = []
    var selectedID: Document.ID?

    var selected: Document? {
        documents.first { $0.id == selectedID }
    }

    /// Writes into another object's `@Published` property through its
    /// publisher: no conversion keeps this, so `Document` (and with it its
    /// whole hierarchy) stays ObservableObject.
    func rename(_ document: Document, from names: AnyPublisher<String, Never>) {
        names.assign(to: &document.$title)
    }
}
