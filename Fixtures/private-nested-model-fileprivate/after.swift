import SwiftUI

struct TickerView: View {
    @State private var ticker = Ticker()

    var body: some View {
        Text("\(ticker.count)")
            .onAppear { ticker.count += 1 }
    }

    /// Seen only by the view that owns it.
    @Observable fileprivate final class Ticker {
        var count = 0
    }
}
