import Combine
import SwiftUI

final class Player: ObservableObject {
    @Published var position = 0.0
    private(set) var rate = 1.0

    /// A builder method: the player itself.
    func playing(at rate: Double) -> Self {
        self.rate = rate
        return self
    }
}

struct PlayerView: View {
    @ObservedObject var player: Player
    var body: some View { Text("\(player.position)") }
}

/// `player` is what `playing(at:)` gives: a `Player`.
final class Scrubber {
    private var subscriptions = Set<AnyCancellable>()

    func follow() -> Player {
        let player = Player().playing(at: 2)
        player.$position.sink { print("position \($0)") }.store(in: &subscriptions)
        return player
    }
}
