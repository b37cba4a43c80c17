// The same driver runs against before/ and after/; both must print the same:
// the loader starts once, and its deinit reads what it stored.
do {
    let loader = Loader()
    loader.startIfNeeded()
    loader.startIfNeeded()
    log("progress \(loader.progress)")
}
log("loader out of scope")
