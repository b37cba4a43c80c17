import Foundation
import Observation

@Observable class Document: Identifiable {
    let id = UUID()
    var title: String
    var isDirty = false

    init(title: String) {
        self.title = title
    }

    func save() {
        isDirty = false
    }
}
