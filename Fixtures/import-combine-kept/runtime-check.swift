// Runtime check of the migrated SuggestionsModel (see TypeCheckTests, runtime-check.swift).
let model = SuggestionsModel(words: ["apple", "apricot", "banana"])
expectTracked("SuggestionsModel.isSearching", read: { _ = model.isSearching }, write: { model.isSearching = true })
model.isSearching = false
expectTracked("SuggestionsModel.isSearching via search(_:)", read: { _ = model.isSearching }, write: { model.search("ap") })
// suggestions is private(set): changed through search(_:), whose debounced pipeline
// delivers on the main queue, so the write spins the main run loop until it lands.
expectTracked("SuggestionsModel.suggestions via search(_:)", read: { _ = model.suggestions }, write: {
    model.search("ap")
    let deadline = Date().addingTimeInterval(5)
    while model.suggestions.isEmpty && Date() < deadline {
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
})
