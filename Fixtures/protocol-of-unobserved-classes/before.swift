import Combine
import Foundation

/// No view observes the classes conforming to it: under the default scope
/// they are left as they are, and so is the protocol, with nothing to do.
protocol MediaController: ObservableObject {
    var isPlaying: Bool { get }
}

final class SpotifyController: MediaController {
    @Published var isPlaying = false
}

final class MusicController: MediaController {
    @Published var isPlaying = false
}

final class MediaHub {
    let controllers: [any MediaController] = [SpotifyController(), MusicController()]
}
