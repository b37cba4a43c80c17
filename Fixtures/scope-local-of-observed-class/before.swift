import SwiftUI

/// Built in a function of an observed class, never stored in it: no view
/// observes it, so the default scope leaves it as is.
final class Exporter: ObservableObject {
    @Published var progress = 0.0

    func export(_ text: String) -> Data { Data(text.utf8) }
}

/// Stored in a static of an observed class: views read the instance, not
/// the static, so it is not observed either.
final class Cache: ObservableObject {
    @Published var entries: [String] = []
}

final class DocumentModel: ObservableObject {
    static let cache = Cache()
    @Published var text = ""

    func exportData() -> Data {
        let exporter = Exporter()
        return exporter.export(text)
    }
}

struct DocumentView: View {
    @StateObject private var model = DocumentModel()

    var body: some View {
        TextField("Text", text: $model.text)
    }
}
