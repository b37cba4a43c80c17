let checkout = CheckoutModel(store: "main")
expectTracked("CheckoutModel.items", read: { _ = checkout.items }, write: { checkout.receive("apple") })
expectIgnored("CheckoutModel.store (let)", read: { _ = checkout.store }, write: { _ = checkout.share() })
