// Runtime check of the migrated Router (LifetimeToken has no stored properties to observe).
let router = Router()
expectTracked("Router.path", read: { _ = router.path }, write: { router.path.append("detail") })
