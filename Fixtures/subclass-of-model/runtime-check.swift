// Runtime check of the migrated MediaItem and Podcast (see TypeCheckTests, runtime-check.swift).
let item = MediaItem(title: "Talk")
expectTracked("MediaItem.title", read: { _ = item.title }, write: { item.title = "Lecture" })
expectTracked("MediaItem.isFavorite", read: { _ = item.isFavorite }, write: { item.isFavorite = true })

let podcast = Podcast(title: "Swift Talk", feedURL: URL(fileURLWithPath: "/feeds/swift.xml"))
expectTracked("Podcast.episodeCount", read: { _ = podcast.episodeCount }, write: { podcast.episodeCount = 12 })
expectTracked("Podcast.title (inherited)", read: { _ = podcast.title }, write: { podcast.title = "Swift Talk 2" })
expectTracked("Podcast.isFavorite (inherited)", read: { _ = podcast.isFavorite }, write: { podcast.isFavorite = true })
