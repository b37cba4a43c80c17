import SwiftUI

/// The widget's model: the latest note, from the app's `Note` type.
final class WidgetModel: ObservableObject {
    @Published var latest: Note?
}

struct LatestNoteView: View {
    @ObservedObject var model: WidgetModel

    var body: some View {
        Text(model.latest?.title ?? "No notes")
    }
}
