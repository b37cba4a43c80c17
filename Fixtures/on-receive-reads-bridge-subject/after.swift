import SwiftUI

struct Track {
    var title: String
    var artwork: [UInt8]
}

enum PlaybackState {
    case stopped, playing, paused
}

@Observable final class Player {
    var volume = 0.5 {
        willSet { volumePublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var volumePublisher = CurrentValueSubject<Double, Never>(_volume)
    var title = "" {
        willSet { titlePublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var titlePublisher = CurrentValueSubject<String, Never>(_title)
    var state: PlaybackState = .stopped {
        willSet { statePublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var statePublisher = CurrentValueSubject<PlaybackState, Never>(_state)
    var track: Track? {
        willSet { trackPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var trackPublisher = CurrentValueSubject<Track?, Never>(_track)
}

struct PlayerView: View {
    var player: Player
    @State private var isLoud = false
    @State private var lastTitle = ""
    @State private var status = ""
    @State private var artworkSize = 0

    var body: some View {
        Text(status)
            .onReceive(player.volumePublisher) { value in
                isLoud = value > 0.8
            }
            .onReceive(player.titlePublisher, perform: { lastTitle = $0 })
            .onReceive(player.statePublisher) { _ in
                status = "\(player.state)"
            }
            // `Track` is not Equatable: this one reads the bridge subject.
            .onReceive(player.trackPublisher) { track in
                artworkSize = track?.artwork.count ?? 0
            }
    }
}
