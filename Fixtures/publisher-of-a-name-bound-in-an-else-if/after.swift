import Combine
import SwiftUI

protocol Readable: AnyObject {}

/// Stays: a subscription reads its objectWillChange.
final class Article: ObservableObject, Readable {
    @Published var isOpen = false
}

@Observable final class Video: Readable {
    var isOpen = false {
        willSet { isOpenPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var isOpenPublisher = CurrentValueSubject<Bool, Never>(_isOpen)
}

final class ArticleLogger {
    private var subscription: AnyCancellable?

    init(article: Article) {
        subscription = article.objectWillChange.sink { _ in print("article changes") }
    }
}

/// `model` is an `Article` in the first block and a `Video` in the
/// `else if` block: each `$isOpen` reads the one its block sees.
final class Binder {
    private var subscriptions = Set<AnyCancellable>()

    func bind(_ readable: Readable) {
        if let model = readable as? Article {
            model.$isOpen.sink { print("article open: \($0)") }.store(in: &subscriptions)
        } else if let model = readable as? Video {
            model.isOpenPublisher.sink { print("video open: \($0)") }.store(in: &subscriptions)
        }
    }
}

struct VideoBadge: View {
    var video: Video
    var body: some View { Text(video.isOpen ? "open" : "closed") }
}
