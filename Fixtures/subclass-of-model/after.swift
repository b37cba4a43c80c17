import SwiftUI

@Observable class MediaItem {
    var title: String
    var isFavorite = false

    init(title: String) {
        self.title = title
    }
}

@Observable final class Podcast: MediaItem {
    var episodeCount = 0
    let feedURL: URL

    init(title: String, feedURL: URL) {
        self.feedURL = feedURL
        super.init(title: title)
    }
}

struct PodcastRow: View {
    var podcast: Podcast

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(podcast.title)
                Text("\(podcast.episodeCount) episodes")
                    .font(.caption)
            }
            Spacer()
            Image(systemName: podcast.isFavorite ? "star.fill" : "star")
        }
    }
}
