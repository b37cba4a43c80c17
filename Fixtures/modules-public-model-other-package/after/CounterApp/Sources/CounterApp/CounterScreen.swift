import SwiftUI
import CounterKit

struct CounterScreen: View {
    var counter: Counter
    @Environment(Session.self) var session

    var body: some View {
        VStack {
            Text("\(counter.value)")
            Text(session.user)
            Button("More") { counter.increment() }
        }
    }
}

struct CounterRoot: View {
    @State private var counter = Counter()
    @State private var session = Session()

    var body: some View {
        CounterScreen(counter: counter)
            .environment(session)
    }
}
