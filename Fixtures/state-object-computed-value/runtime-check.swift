// Runtime check of the migrated ForecastModel, ThumbnailLoader and Selection (see TypeCheckTests, runtime-check.swift).
let forecast = ForecastModel(service: .live)
// days is private(set): changed through the async load(); the write starts it
// on the main actor and spins the main run loop until it has finished.
expectTracked("ForecastModel.days via load()", read: { _ = forecast.days }, write: {
    Task { await forecast.load() }
    let deadline = Date().addingTimeInterval(5)
    while forecast.days.isEmpty && Date() < deadline {
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
})

// ThumbnailLoader.loadedCount: skipped, it is private(set) and no method of the model changes it.

let selection = Selection()
expectTracked("Selection.day", read: { _ = selection.day }, write: { selection.day = "Sun" })
