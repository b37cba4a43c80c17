// Runtime check of the migrated Player and PodcastPlayer (see TypeCheckTests, runtime-check.swift).
let player = Player()
expectTracked("Player.isPlaying", read: { _ = player.isPlaying }, write: { player.isPlaying = true })

let podcastPlayer = PodcastPlayer(feed: URL(fileURLWithPath: "/feeds/show.xml"))
expectTracked("PodcastPlayer.isPlaying via play() (inherited)", read: { _ = podcastPlayer.isPlaying }, write: { podcastPlayer.play() })
