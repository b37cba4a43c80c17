// Behaviour check (see TypeCheckTests, behaviour-check.swift): the same driver
// runs against before.swift and after.swift, and the two outputs must match.
let keys = ["om.check.sorting", "om.check.density", "om.check.pinned", "om.check.columns", "om.check.pageSize"]
for key in keys { UserDefaults.standard.removeObject(forKey: key) }
let settings = FeedSettings()
watch(settings, "settings", reading: { (settings.sorting, settings.density, settings.pinned as Any, settings.columns, settings.pageSize) })
log("start: \(settings.sorting) \(settings.density) \(String(describing: settings.pinned)) \(settings.pageSize)")
settings.sorting = .popular
log("sorting: \(settings.sorting), stored \(String(describing: UserDefaults.standard.object(forKey: "om.check.sorting")))")
settings.density = .compact
log("density: \(settings.density), stored \(String(describing: UserDefaults.standard.object(forKey: "om.check.density")))")
settings.pinned = .oldest
log("pinned: \(String(describing: settings.pinned)), stored \(String(describing: UserDefaults.standard.object(forKey: "om.check.pinned")))")
settings.pinned = nil
log("pinned cleared: \(String(describing: settings.pinned)), stored \(String(describing: UserDefaults.standard.object(forKey: "om.check.pinned")))")
settings.columns = .one
log("columns: \(settings.columns), stored \(String(describing: UserDefaults.standard.object(forKey: "om.check.columns")))")
settings.pageSize = 50
UserDefaults.standard.set("unknown", forKey: "om.check.sorting")
log("an unknown raw value reads the default: \(settings.sorting)")
let second = FeedSettings()
log("a second instance reads: \(second.sorting) \(second.density) \(second.columns) \(second.pageSize)")
for key in keys { UserDefaults.standard.removeObject(forKey: key) }
