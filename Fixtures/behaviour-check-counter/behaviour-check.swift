// Behaviour check (see TypeCheckTests, behaviour-check.swift): the same driver
// runs against before.swift and after.swift, and the two outputs must match.
// `watch`, `record` and `log` come from the harness's prelude.
let counter = Counter()
watch(counter, "counter", reading: { counter.count })
log("start: count = \(counter.count)")
counter.increment()
log("after 1st increment: count = \(counter.count)")
counter.increment()
log("after 2nd increment: count = \(counter.count)")
counter.increment()
log("after 3rd increment: count = \(counter.count)")
