import SwiftUI

@Observable final class Counter {
    var count = 0
}

struct CounterView: View {
    @State private var counter = Counter()

    var body: some View {
        Button("\(counter.count)") { counter.count += 1 }
    }
}
