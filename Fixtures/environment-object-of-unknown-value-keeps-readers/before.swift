import Combine
import SwiftUI

final class Ledger: ObservableObject {
    @Published var entries: [Int] = []
}

/// Stays ObservableObject for a reason of its own: its `$count` is handed to
/// a parameter typed `Published<Int>.Publisher`.
final class Ticker: ObservableObject {
    @Published var count = 0
}

/// Prints each count it is given.
final class Printer {
    private var bag = Set<AnyCancellable>()

    init(counts: Published<Int>.Publisher) {
        counts.sink { print($0) }.store(in: &bag)
    }
}

/// Read by no view from the environment: free to migrate.
final class Draft: ObservableObject {
    @Published var text = ""
}

struct LedgerView: View {
    @EnvironmentObject var ledger: Ledger
    var body: some View { Text("\(ledger.entries.count)") }
}

struct TickerView: View {
    @EnvironmentObject var ticker: Ticker
    var body: some View {
        Text("\(ticker.count)").onAppear { _ = Printer(counts: ticker.$count) }
    }
}

struct DraftView: View {
    @StateObject private var draft = Draft()
    var body: some View { TextField("Text", text: $draft.text) }
}

struct Shell: View {
    let makeLedger: () -> Ledger
    let ticker: Ticker

    var body: some View {
        // What a local closure returns is not told by the call: the value
        // may be any class views read from the environment, and `Ticker` stays.
        let makeLedger = self.makeLedger
        VStack {
            LedgerView().environmentObject(makeLedger())
            TickerView().environmentObject(ticker)
            DraftView()
        }
    }
}
