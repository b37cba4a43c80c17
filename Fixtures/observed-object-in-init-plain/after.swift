import SwiftUI

@Observable final class Article {
    var headline: String
    var publishedAt: Date?
    var isRead = false

    init(headline: String, publishedAt: Date? = nil) {
        self.headline = headline
        self.publishedAt = publishedAt
    }
}

struct ArticleRow: View {
    var article: Article
    private let showsDate: Bool

    init(article: Article, showsDate: Bool = true) {
        self.article = article
        self.showsDate = showsDate
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(article.headline)
                .fontWeight(article.isRead ? .regular : .bold)
            if showsDate, let date = article.publishedAt {
                Text(date, style: .date)
                    .font(.caption)
            }
        }
    }
}

struct ReadMarker: View {
    private var article: Article

    init(_ article: Article) {
        self.article = article
    }

    var body: some View {
        Button(article.isRead ? "Mark Unread" : "Mark Read") {
            article.isRead.toggle()
        }
    }
}

struct ArticleTitle: View {
    var article: Article

    init(article: Article) {
        self.article = article
    }

    var body: some View {
        Text(article.headline)
            .lineLimit(2)
    }
}

struct ArticleByline: View {
    var article: Article
    let prefix: String

    init(source: Article, prefix: String = "From") {
        self.article = source
        self.prefix = prefix
    }

    var body: some View {
        Text("\(prefix) \(article.headline)")
            .font(.caption)
    }
}
