import SwiftUI
import CounterKit

struct CounterScreen: View {
    @ObservedObject var counter: Counter
    @EnvironmentObject var session: Session

    var body: some View {
        VStack {
            Text("\(counter.value)")
            Text(session.user)
            Button("More") { counter.increment() }
        }
    }
}

struct CounterRoot: View {
    @StateObject private var counter = Counter()
    @StateObject private var session = Session()

    var body: some View {
        CounterScreen(counter: counter)
            .environmentObject(session)
    }
}
