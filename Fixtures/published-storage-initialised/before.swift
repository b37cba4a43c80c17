import SwiftUI

/// Its initialiser sets the `@Published` storage itself, in each of the
/// ways `Published` can be built. Under `@Observable`, `_count` is the
/// macro's storage of an `Int`: the property is set instead.
final class Counter: ObservableObject {
    @Published var count: Int
    @Published var title: String
    @Published private(set) var step: Int

    init(count: Int, title: String) {
        _count = .init(initialValue: count)
        self._title = Published(initialValue: title)
        _step = Published(wrappedValue: 1)
    }

    func increment() {
        count += step
    }
}

struct CounterView: View {
    @ObservedObject var counter: Counter

    var body: some View {
        Button(counter.title) { counter.increment() }
    }
}
