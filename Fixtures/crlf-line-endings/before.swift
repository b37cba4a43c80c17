import SwiftUI

@MainActor
final class TimerModel: ObservableObject {
    @Published var seconds = 0
    @Published
    var isRunning = false

    func tick() {
        if isRunning {
            seconds += 1
        }
    }
}

struct TimerView: View {
    @ObservedObject var model: TimerModel

    var body: some View {
        VStack {
            Text("\(model.seconds) s")
            Toggle("Running", isOn: $model.isRunning)
        }
    }
}

struct TimerControls: View {
    @EnvironmentObject var model: TimerModel

    var body: some View {
        Toggle("Running", isOn: $model.isRunning)
    }
}
