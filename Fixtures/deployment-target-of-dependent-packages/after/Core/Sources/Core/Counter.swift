import SwiftUI

@Observable public final class Counter {
    public var count = 0

    public init() {}
}

public struct CounterView: View {
    var counter: Counter

    public init(counter: Counter) {
        self.counter = counter
    }

    public var body: some View {
        Text("\(counter.count)")
    }
}
