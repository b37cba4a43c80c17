import SwiftUI

final class EditorModel: ObservableObject {
    @Published var text = ""
    // Copied from a view: a class never gets environment values.
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var scheme
    @State private var draft = ""

    func describe() -> String {
        "\(text) in \(scheme)"
    }
}

struct EditorView: View {
    @ObservedObject var model: EditorModel

    var body: some View {
        Text(model.describe())
    }
}
