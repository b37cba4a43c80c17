import SwiftUI

struct TickerView: View {
    @StateObject private var ticker = Ticker()

    var body: some View {
        Text("\(ticker.count)")
            .onAppear { ticker.count += 1 }
    }

    /// Seen only by the view that owns it.
    private final class Ticker: ObservableObject {
        @Published var count = 0
    }
}
