import SwiftUI

final class Clip: ObservableObject {
    @Published var title = ""
}

final class Track: ObservableObject {
    @Published var name = ""
}

/// Not a view: a helper that keeps the view's wrapper around.
final class Player {
    @ObservedObject var clip: Clip

    init(clip: ObservedObject<Clip>) {
        _clip = clip
    }

    func describe() -> String { clip.title }
}

/// Not a view either: its wrapper observes nothing, and only the object is used.
final class Recorder {
    @ObservedObject var track: Track

    init(track: Track) {
        self.track = track
    }

    func describe() -> String { track.name }
}

struct ClipView: View {
    @ObservedObject var clip: Clip
    @ObservedObject var track: Track

    var body: some View {
        Text(Player(clip: _clip).describe() + Recorder(track: track).describe())
    }
}
