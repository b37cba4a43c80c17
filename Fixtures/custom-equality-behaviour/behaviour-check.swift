// Behaviour check (see TypeCheckTests, behaviour-check.swift): the same driver
// runs against before.swift and after.swift, and the two outputs must match.
// `Step`'s own == calls `.loading(10)` and `.loading(60)` equal: a view must
// still be told of each new value, as @Published told it.
let download = Download(name: "movie.mp4")
watch(download, "download", reading: { (download.step, download.history) })
let following = download.followSteps { log($0) }
log("start: \(download.step)")
download.progress(10)
log("step: \(download.step), history: \(download.history)")
download.progress(60)
log("step: \(download.step), history: \(download.history)")
download.fail("offline")
log("step: \(download.step)")
download.fail("timeout")
log("step: \(download.step)")
download.fail("timeout")
log("done: \(download.step), \(download.history.count) steps")
following.cancel()
