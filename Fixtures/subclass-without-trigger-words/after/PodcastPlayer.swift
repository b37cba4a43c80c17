import Foundation
import Observation

/// Nothing in this file names the old observation model: only the superclass does.
@Observable final class PodcastPlayer: Player {
    let feed: URL

    init(feed: URL) {
        self.feed = feed
    }
}
