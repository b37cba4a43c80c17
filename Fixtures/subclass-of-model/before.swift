import SwiftUI

class MediaItem: ObservableObject {
    @Published var title: String
    @Published var isFavorite = false

    init(title: String) {
        self.title = title
    }
}

final class Podcast: MediaItem {
    @Published var episodeCount = 0
    let feedURL: URL

    init(title: String, feedURL: URL) {
        self.feedURL = feedURL
        super.init(title: title)
    }
}

struct PodcastRow: View {
    @ObservedObject var podcast: Podcast

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
