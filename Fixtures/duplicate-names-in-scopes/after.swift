import SwiftUI
import Combine

enum Feed {
    @Observable final class Model {
        var posts: [String] = []
        var isRefreshing = false

        func refresh() async {
            isRefreshing = true
            posts.insert("Post \(posts.count + 1)", at: 0)
            isRefreshing = false
        }
    }

    struct Screen: View {
        @State var model = Model()

        var body: some View {
            List(model.posts, id: \.self) { post in
                Text(post)
            }
            .refreshable {
                await model.refresh()
            }
        }
    }
}

enum Profile {
    @Observable final class Model: ObservableObject {
        var name = "" {
            willSet { namePublisher.send(newValue) }
        }
        @ObservationIgnored private lazy var namePublisher = CurrentValueSubject<String, Never>(_name)
        private(set) var nameIsValid = false
        @ObservationIgnored private var cancellables = Set<AnyCancellable>()

        init() {
            namePublisher
                .map { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                .sink { [weak self] in self?.nameIsValid = $0 }
                .store(in: &cancellables)
        }
    }

    struct Screen: View {
        @StateObject var model = Model()

        var body: some View {
            Form {
                TextField("Name", text: $model.name)
                Text(model.nameIsValid ? "Looks good" : "Name required")
            }
        }
    }
}

struct HomeView: View {
    var feed: Feed.Model
    var profile: Profile.Model

    var body: some View {
        VStack {
            Text("\(feed.posts.count) posts")
            Text(profile.name)
        }
    }
}
