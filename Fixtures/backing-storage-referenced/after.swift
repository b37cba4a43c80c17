import SwiftUI

@Observable final class Stopwatch {
    var elapsed: TimeInterval = 0
}

struct StopwatchLabel: View {
    @Bindable var stopwatch: Stopwatch

    var body: some View {
        // Reads through the wrapper's storage explicitly.
        Text(_stopwatch.wrappedValue.elapsed.formatted())
    }
}

@propertyWrapper
struct Elapsed: DynamicProperty {
    private var stopwatch: Stopwatch

    init(_ stopwatch: Stopwatch) {
        self.stopwatch = stopwatch
    }

    var wrappedValue: TimeInterval { stopwatch.elapsed }
}
