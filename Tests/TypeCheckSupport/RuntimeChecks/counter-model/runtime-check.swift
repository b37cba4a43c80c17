// Driver body for the runtime check of after.swift: statements only, run on the
// main actor. `expectTracked` / `expectIgnored` come from the harness.
let model = CounterModel()
expectTracked("count", read: { _ = model.count }, write: { model.count = 5 })
expectTracked("title", read: { _ = model.title }, write: { model.title = "Renamed" })
expectTracked("history via increment()", read: { _ = model.history }, write: { model.increment() })
expectIgnored("cache", read: { _ = model.cache }, write: { model.cache[1] = "one" })
