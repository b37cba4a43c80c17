import SwiftUI

final class Article: ObservableObject {
    @Published var headline: String
    @Published var publishedAt: Date?
    @Published var isRead = false

    init(headline: String, publishedAt: Date? = nil) {
        self.headline = headline
        self.publishedAt = publishedAt
    }
}

struct ArticleRow: View {
    @ObservedObject var article: Article
    private let showsDate: Bool

    init(article: Article, showsDate: Bool = true) {
        _article = ObservedObject(wrappedValue: article)
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
    @ObservedObject private var article: Article

    init(_ article: Article) {
        self._article = ObservedObject(wrappedValue: article)
    }

    var body: some View {
        Button(article.isRead ? "Mark Unread" : "Mark Read") {
            article.isRead.toggle()
        }
    }
}

struct ArticleTitle: View {
    @ObservedObject var article: Article

    init(article: Article) {
        self._article = .init(wrappedValue: article)
    }

    var body: some View {
        Text(article.headline)
            .lineLimit(2)
    }
}

struct ArticleByline: View {
    @ObservedObject var article: Article
    let prefix: String

    init(source: Article, prefix: String = "From") {
        _article = ObservedObject(initialValue: source)
        self.prefix = prefix
    }

    var body: some View {
        Text("\(prefix) \(article.headline)")
            .font(.caption)
    }
}
