import Defaults
import SwiftUI

extension Defaults.Keys {
    static let autoplay = Key<Bool>("autoplay", default: true)
}

/// `@Default` of the Defaults library is a view's property: in a class it
/// never told the object's observers of a change.
final class PlaybackSettings: ObservableObject {
    @Default(.autoplay) var autoplay
    @Published var volume = 0.5
}

struct PlaybackView: View {
    @ObservedObject var settings: PlaybackSettings

    var body: some View {
        Text("\(settings.volume) \(settings.autoplay)")
    }
}
