import SwiftUI

final class Recording {
    let startedAt = Date()
}

/// Holds a factory: making the model makes the closure, and calls nothing.
@Observable final class RecorderModel {
    var isRecording = false
    var makeRecording: () -> Recording = { Recording() }
    var onFinish: ((Recording) -> Void)? = nil
}

struct RecorderView: View {
    @State private var model = RecorderModel()

    var body: some View {
        Button(model.isRecording ? "Stop" : "Record") {
            model.isRecording.toggle()
        }
    }
}
