// Runtime check of the migrated Counter: its initial values, and tracking.
let counter = Counter(count: 3, title: "Add")
expectTracked("Counter.count via increment()", read: { _ = counter.count }, write: { counter.increment() })
if counter.count != 4 || counter.title != "Add" {
    print("FAIL initial values: count \(counter.count), title \(counter.title)")
    runtimeCheckFailures += 1
}
