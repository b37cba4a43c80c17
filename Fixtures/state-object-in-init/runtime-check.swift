// Runtime check of the migrated Countdown and SearchModel (see TypeCheckTests, runtime-check.swift).
let countdown = Countdown(seconds: 3)
expectTracked("Countdown.isRunning", read: { _ = countdown.isRunning }, write: { countdown.isRunning = true })
// remaining is private(set): changed through tick() (the countdown is running now).
expectTracked("Countdown.remaining via tick()", read: { _ = countdown.remaining }, write: { countdown.tick() })

let search = SearchModel(catalog: ["Apple", "Banana"])
expectTracked("SearchModel.query", read: { _ = search.query }, write: { search.query = "Ban" })
expectTracked("SearchModel.results via query", read: { _ = search.results }, write: { search.query = "App" })
