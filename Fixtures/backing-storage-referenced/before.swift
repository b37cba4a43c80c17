import SwiftUI

final class Stopwatch: ObservableObject {
    @Published var elapsed: TimeInterval = 0
}

struct StopwatchLabel: View {
    @ObservedObject var stopwatch: Stopwatch

    var body: some View {
        // Reads through the wrapper's storage explicitly.
        Text(_stopwatch.wrappedValue.elapsed.formatted())
    }
}

@propertyWrapper
struct Elapsed: DynamicProperty {
    @ObservedObject private var stopwatch: Stopwatch

    init(_ stopwatch: Stopwatch) {
        self.stopwatch = stopwatch
    }

    var wrappedValue: TimeInterval { stopwatch.elapsed }
}
