import Defaults
import SwiftUI

extension Defaults.Keys {
    static let autoplay = Key<Bool>("autoplay", default: true)
}

/// `@Default` of the Defaults library is a view's property: in a class it
/// never told the object's observers of a change.
@Observable final class PlaybackSettings {
    @ObservationIgnored @Default(.autoplay) var autoplay
    var volume = 0.5
}

struct PlaybackView: View {
    var settings: PlaybackSettings

    var body: some View {
        Text("\(settings.volume) \(settings.autoplay)")
    }
}
