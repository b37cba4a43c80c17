import SwiftUI

/// The widget's model: the latest note, from the app's `Note` type.
@Observable final class WidgetModel {
    var latest: Note?
}

struct LatestNoteView: View {
    var model: WidgetModel

    var body: some View {
        Text(model.latest?.title ?? "No notes")
    }
}
