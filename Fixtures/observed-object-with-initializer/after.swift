import SwiftUI

@Observable final class StopwatchModel {
    static let shared = StopwatchModel()

    private(set) var elapsed = 0
    var label = "Lap"

    func tick() {
        elapsed += 1
    }

    func reset() {
        elapsed = 0
    }
}

struct StopwatchView: View {
    @State var stopwatch = StopwatchModel()

    var body: some View {
        VStack {
            Text("\(stopwatch.elapsed) s")
                .font(.largeTitle)
                .monospacedDigit()
            Button("Tick", action: stopwatch.tick)
        }
    }
}

struct LapEditor: View {
    @State private var lap: StopwatchModel = StopwatchModel()

    var body: some View {
        TextField("Label", text: $lap.label)
    }
}

struct ResetButton: View {
    var stopwatch = StopwatchModel.shared

    var body: some View {
        Button("Reset \(stopwatch.elapsed) s", action: stopwatch.reset)
    }
}
