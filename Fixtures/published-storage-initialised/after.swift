import SwiftUI

/// Its initialiser sets the `@Published` storage itself, in each of the
/// ways `Published` can be built. Under `@Observable`, `_count` is the
/// macro's storage of an `Int`: the property is set instead.
@Observable final class Counter {
    var count: Int
    var title: String
    private(set) var step: Int

    init(count: Int, title: String) {
        self.count = count
        self.title = title
        self.step = 1
    }

    func increment() {
        count += step
    }
}

struct CounterView: View {
    var counter: Counter

    var body: some View {
        Button(counter.title) { counter.increment() }
    }
}
