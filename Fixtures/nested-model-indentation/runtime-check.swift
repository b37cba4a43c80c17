// Runtime check of the migrated Checkout.Model (@MainActor; the driver runs on the main actor).
let model = Checkout.Model()
expectTracked("Checkout.Model.total", read: { _ = model.total }, write: { model.total = 100 })
expectTracked("Checkout.Model.couponCode", read: { _ = model.couponCode }, write: { model.couponCode = "save10" })
expectTracked("Checkout.Model.total via applyCoupon()", read: { _ = model.total }, write: { model.applyCoupon() })
