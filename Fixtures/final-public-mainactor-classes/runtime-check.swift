// Runtime check of the migrated CartModel, ThemeModel and SessionModel (@MainActor; the driver runs on the main actor).
let cart = CartModel()
expectTracked("CartModel.itemCount", read: { _ = cart.itemCount }, write: { cart.itemCount = 3 })
expectTracked("CartModel.itemCount via add()", read: { _ = cart.itemCount }, write: { cart.add() })

let theme = ThemeModel()
expectTracked("ThemeModel.accentName", read: { _ = theme.accentName }, write: { theme.accentName = "red" })
expectTracked("ThemeModel.usesLargeText", read: { _ = theme.usesLargeText }, write: { theme.usesLargeText = true })

let session = SessionModel()
expectTracked("SessionModel.isSignedIn", read: { _ = session.isSignedIn }, write: { session.isSignedIn = true })
expectTracked("SessionModel.lastSignIn", read: { _ = session.lastSignIn }, write: { session.lastSignIn = Date() })
expectTracked("SessionModel.lastSignIn via signIn()", read: { _ = session.lastSignIn }, write: { session.signIn() })
