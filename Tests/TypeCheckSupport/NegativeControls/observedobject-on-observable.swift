// expected-error: generic struct 'ObservedObject' requires that 'PlayerModel' conform to 'ObservableObject'
// fix: @ObservedObject var player => var player
import SwiftUI

// The class became @Observable but a view still declares @ObservedObject.
@Observable
final class PlayerModel {
    var isPlaying = false
}

struct PlayerView: View {
    @ObservedObject var player: PlayerModel

    var body: some View {
        Text(player.isPlaying ? "Playing" : "Paused")
    }
}
