import Combine
import Observation

final class Topic: ObservableObject {
    @Published var title = ""
}

@Observable final class Forum {
    private(set) var topics: [String: Topic] = [:]

    func topic(for id: String) -> Topic {
        if let topic = topics[id] { return topic }
        let topic = Topic()
        topics[id] = topic
        return topic
    }
}

final class ForumChecks {
    /// A forum with two topics.
    static func makeFilledForum() -> Forum {
        let forum = Forum()
        forum.topic(for: "a").title = "A"
        forum.topic(for: "b").title = "B"
        return forum
    }

    func checkFilled() {
        let forum = Self.makeFilledForum()
        print(forum.topics.count)
    }

    func checkChangesAreAnnounced() {
        let forum = Forum()
        var subscriptions = Set<AnyCancellable>()
        forum.topic(for: "a").objectWillChange
            .sink { print("topic a will change") }
            .store(in: &subscriptions)
        forum.topic(for: "a").title = "A"
    }
}
