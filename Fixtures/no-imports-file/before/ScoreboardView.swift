import SwiftUI

// SwiftUI observes the scoreboard through this conformance.
extension Scoreboard: ObservableObject {}

struct ScoreboardView: View {
    @ObservedObject var scoreboard: Scoreboard

    var body: some View {
        VStack {
            Text("\(scoreboard.home) : \(scoreboard.away)")
                .font(.largeTitle)
            if scoreboard.isTied {
                Text("Tied")
            }
            Button("Reset", action: scoreboard.reset)
        }
    }
}
