// Runtime check of the migrated Feed.Model (Profile.Model stays ObservableObject).
let feed = Feed.Model()
expectTracked("Feed.Model.posts", read: { _ = feed.posts }, write: { feed.posts.append("Hello") })
expectTracked("Feed.Model.isRefreshing", read: { _ = feed.isRefreshing }, write: { feed.isRefreshing = true })
