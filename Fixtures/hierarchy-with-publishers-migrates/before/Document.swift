import Foundation
import Combine

class Document: ObservableObject, Identifiable {
    let id = UUID()
    @Published var title: String
    @Published var isDirty = false

    init(title: String) {
        self.title = title
    }

    func save() {
        isDirty = false
    }
}
