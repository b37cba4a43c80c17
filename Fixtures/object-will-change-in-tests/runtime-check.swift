// Runtime check of the migrated Cart (Store stays ObservableObject).
let cart = Cart()
// count is private(set): changed through add().
expectTracked("Cart.count via add()", read: { _ = cart.count }, write: { cart.add() })
