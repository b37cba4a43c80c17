import SwiftUI

final class StopwatchModel: ObservableObject {
    static let shared = StopwatchModel()

    @Published private(set) var elapsed = 0
    @Published var label = "Lap"

    func tick() {
        elapsed += 1
    }

    func reset() {
        elapsed = 0
    }
}

struct StopwatchView: View {
    @ObservedObject var stopwatch = StopwatchModel()

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
    @ObservedObject private var lap: StopwatchModel = StopwatchModel()

    var body: some View {
        TextField("Label", text: $lap.label)
    }
}

struct ResetButton: View {
    @ObservedObject var stopwatch = StopwatchModel.shared

    var body: some View {
        Button("Reset \(stopwatch.elapsed) s", action: stopwatch.reset)
    }
}
