// The same driver runs against before.swift and after.swift; both must print the same.
let downloader = Downloader()
var seen: [Double] = []
let subscription = downloader.progressPublisher.sink { seen.append($0) }
downloader.progress = 0.5
downloader.progress = 1
log("seen \(seen)")
subscription.cancel()
