import SwiftUI

@Observable final class Store {
    private var count = 0

    var displayCount: String {
        "Count: \(count)"
    }

    var canDecrement: Bool {
        count > 0
    }

    func increment() {
        count += 1
    }

    func decrement() {
        guard canDecrement else { return }
        count -= 1
    }
}

struct StoreView: View {
    @State private var store = Store()

    var body: some View {
        HStack(spacing: 20) {
            Button("-") {
                store.decrement()
            }
            .disabled(!store.canDecrement)
            Text(store.displayCount)
                .monospacedDigit()
            Button("+") {
                store.increment()
            }
        }
    }
}
