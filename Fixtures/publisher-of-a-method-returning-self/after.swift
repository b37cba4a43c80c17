import Combine
import SwiftUI

@Observable final class Player {
    var position = 0.0 {
        willSet { positionPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var positionPublisher = CurrentValueSubject<Double, Never>(_position)
    private(set) var rate = 1.0

    /// A builder method: the player itself.
    func playing(at rate: Double) -> Self {
        self.rate = rate
        return self
    }
}

struct PlayerView: View {
    var player: Player
    var body: some View { Text("\(player.position)") }
}

/// `player` is what `playing(at:)` gives: a `Player`.
final class Scrubber {
    private var subscriptions = Set<AnyCancellable>()

    func follow() -> Player {
        let player = Player().playing(at: 2)
        player.positionPublisher.sink { print("position \($0)") }.store(in: &subscriptions)
        return player
    }
}
