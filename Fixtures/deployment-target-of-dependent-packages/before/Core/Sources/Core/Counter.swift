import SwiftUI

public final class Counter: ObservableObject {
    @Published public var count = 0

    public init() {}
}

public struct CounterView: View {
    @ObservedObject var counter: Counter

    public init(counter: Counter) {
        self.counter = counter
    }

    public var body: some View {
        Text("\(counter.count)")
    }
}
