// Behaviour check (see TypeCheckTests, behaviour-check.swift): the same driver
// runs against before.swift and after.swift, and the two outputs must match.
for key in ["om.check.scheme", "om.check.fontSize", "om.check.note"] {
    UserDefaults.standard.removeObject(forKey: key)
}
let settings = DisplaySettings()
watch(settings, "settings", reading: { (settings.scheme, settings.fontSize, settings.note as Any) })
log("start: \(settings.scheme) \(settings.fontSize) \(String(describing: settings.note))")
settings.scheme = "dark"
log("scheme: \(settings.scheme), stored \(String(describing: UserDefaults.standard.string(forKey: "om.check.scheme")))")
settings.fontSize = 14
log("font size: \(settings.fontSize), stored \(UserDefaults.standard.integer(forKey: "om.check.fontSize"))")
settings.note = "draft"
log("note: \(String(describing: settings.note))")
settings.note = nil
log("note cleared: \(String(describing: settings.note)), stored \(String(describing: UserDefaults.standard.object(forKey: "om.check.note")))")
let second = DisplaySettings()
log("a second instance reads: \(second.scheme) \(second.fontSize)")
for key in ["om.check.scheme", "om.check.fontSize", "om.check.note"] {
    UserDefaults.standard.removeObject(forKey: key)
}
