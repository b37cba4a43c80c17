import SwiftUI
import Combine

enum Feed {
    final class Model: ObservableObject {
        @Published var posts: [String] = []
        @Published var isRefreshing = false

        func refresh() async {
            isRefreshing = true
            posts.insert("Post \(posts.count + 1)", at: 0)
            isRefreshing = false
        }
    }

    struct Screen: View {
        @StateObject var model = Model()

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
    final class Model: ObservableObject {
        @Published var name = ""
        @Published private(set) var nameIsValid = false

        init() {
            $name
                .map { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                .assign(to: &$nameIsValid)
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
    @ObservedObject var feed: Feed.Model
    @ObservedObject var profile: Profile.Model

    var body: some View {
        VStack {
            Text("\(feed.posts.count) posts")
            Text(profile.name)
        }
    }
}
