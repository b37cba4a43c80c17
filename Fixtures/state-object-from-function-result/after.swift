import SwiftUI

@Observable final class AppState: ObservableObject {
    var title = ""
}

func makeState() -> AppState { AppState() }

struct RootView: View {
    @StateObject private var state = makeState()
    var body: some View { Text(state.title) }
}

// Not held by anything that cannot be told: migrates.
@Observable final class Counter {
    var count = 0
}

struct CounterView: View {
    var counter: Counter
    var body: some View { Text("\(counter.count)") }
}
