// Runtime check of the migrated StopwatchModel (see TypeCheckTests, runtime-check.swift).
let stopwatch = StopwatchModel()
// elapsed is private(set): changed through tick() and reset().
expectTracked("StopwatchModel.elapsed via tick()", read: { _ = stopwatch.elapsed }, write: { stopwatch.tick() })
expectTracked("StopwatchModel.elapsed via reset()", read: { _ = stopwatch.elapsed }, write: { stopwatch.reset() })
expectTracked("StopwatchModel.label", read: { _ = stopwatch.label }, write: { stopwatch.label = "Split" })
