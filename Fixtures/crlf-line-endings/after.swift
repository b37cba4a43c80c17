import SwiftUI

@Observable
@MainActor
final class TimerModel {
    var seconds = 0
    var isRunning = false

    func tick() {
        if isRunning {
            seconds += 1
        }
    }
}

struct TimerView: View {
    @Bindable var model: TimerModel

    var body: some View {
        VStack {
            Text("\(model.seconds) s")
            Toggle("Running", isOn: $model.isRunning)
        }
    }
}

struct TimerControls: View {
    @Environment(TimerModel.self) var model

    var body: some View {
        @Bindable var model = model
        Toggle("Running", isOn: $model.isRunning)
    }
}
