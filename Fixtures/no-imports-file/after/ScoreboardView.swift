import SwiftUI

struct ScoreboardView: View {
    var scoreboard: Scoreboard

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
