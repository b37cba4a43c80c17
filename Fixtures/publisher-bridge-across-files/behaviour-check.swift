// The same driver runs against before/ and after/; both must print the same.
let store = EntryStore()
let badge = BadgeModel(store: store)
let observer = StoreObserver()
observer.observe(badge)
watch(badge, "badge", reading: { badge.count })
log("add two entries")
store.add("milk")
store.add("eggs")
log("badge count \(badge.count)")
for line in observer.seen { log(line) }
