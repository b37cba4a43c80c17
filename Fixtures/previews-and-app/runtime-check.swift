// Runtime check of the migrated Cart and Catalog (see TypeCheckTests, runtime-check.swift).
let cart = Cart()
// items is private(set): changed through add(_:).
expectTracked("Cart.items via add(_:)", read: { _ = cart.items }, write: { cart.add("Apples") })
expectTracked("Cart.couponCode", read: { _ = cart.couponCode }, write: { cart.couponCode = "SAVE10" })

let catalog = Catalog(items: Catalog.sampleItems)
expectTracked("Catalog.items", read: { _ = catalog.items }, write: { catalog.items.append("Dates") })
