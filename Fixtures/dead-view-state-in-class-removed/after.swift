import SwiftUI

@Observable final class EditorModel {
    var text = ""
    @ObservationIgnored @Environment(\.colorScheme) private var scheme

    func describe() -> String {
        "\(text) in \(scheme)"
    }
}

struct EditorView: View {
    var model: EditorModel

    var body: some View {
        Text(model.describe())
    }
}
