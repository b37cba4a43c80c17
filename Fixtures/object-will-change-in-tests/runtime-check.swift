// Runtime check of the migrated Store and Cart. The test's one-shot
// `store.objectWillChange.sink { changed.fulfill() }` became
// `withObservationTracking { _ = store.items } onChange: { changed.fulfill() }`:
// `add` must notify an observer of `items`, as it sent objectWillChange before.
let store = Store()
expectTracked("Store.items via add() (what the converted test waits for)", read: { _ = store.items }, write: { store.add("Milk") })
let cart = Cart()
// count is private(set): changed through add().
expectTracked("Cart.count via add()", read: { _ = cart.count }, write: { cart.add() })
