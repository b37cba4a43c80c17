import SwiftUI

final class AppState: ObservableObject {
    @Published var title = ""
}

func makeState() -> AppState { AppState() }

struct RootView: View {
    @StateObject private var state = makeState()
    var body: some View { Text(state.title) }
}

// Not held by anything that cannot be told: migrates.
final class Counter: ObservableObject {
    @Published var count = 0
}

struct CounterView: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("\(counter.count)") }
}
