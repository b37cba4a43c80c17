import SwiftUI

struct Track {
    var title: String
    var artwork: [UInt8]
}

enum PlaybackState {
    case stopped, playing, paused
}

final class Player: ObservableObject {
    @Published var volume = 0.5
    @Published var title = ""
    @Published var state: PlaybackState = .stopped
    @Published var track: Track?
}

struct PlayerView: View {
    @ObservedObject var player: Player
    @State private var isLoud = false
    @State private var lastTitle = ""
    @State private var status = ""
    @State private var artworkSize = 0

    var body: some View {
        Text(status)
            .onReceive(player.$volume) { value in
                isLoud = value > 0.8
            }
            .onReceive(player.$title, perform: { lastTitle = $0 })
            .onReceive(player.$state) { _ in
                status = "\(player.state)"
            }
            // `Track` is not Equatable: this one reads the bridge subject.
            .onReceive(player.$track) { track in
                artworkSize = track?.artwork.count ?? 0
            }
    }
}
