// Runtime check of the migrated Store (see TypeCheckTests, runtime-check.swift).
let store = Store()
// count is private: read through displayCount and canDecrement, changed through increment() and decrement().
expectTracked("Store.count via increment(), read through displayCount", read: { _ = store.displayCount }, write: { store.increment() })
expectTracked("Store.count via decrement(), read through canDecrement", read: { _ = store.canDecrement }, write: { store.decrement() })
