import Foundation

/// Nothing in this file names the old observation model: only the superclass does.
final class PodcastPlayer: Player {
    let feed: URL

    init(feed: URL) {
        self.feed = feed
    }
}
