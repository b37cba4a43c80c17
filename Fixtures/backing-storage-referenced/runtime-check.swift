// Runtime check of the migrated Stopwatch (see TypeCheckTests, runtime-check.swift).
let stopwatch = Stopwatch()
expectTracked("Stopwatch.elapsed", read: { _ = stopwatch.elapsed }, write: { stopwatch.elapsed = 1.5 })
expectTracked("Stopwatch.elapsed read through the Elapsed wrapper", read: { _ = Elapsed(stopwatch).wrappedValue }, write: { stopwatch.elapsed = 2.5 })
