// Runtime check of the migrated UserSettings (see TypeCheckTests, runtime-check.swift).
let settings = UserSettings()
expectTracked("UserSettings.fontSize", read: { _ = settings.fontSize }, write: { settings.fontSize = 18 })
expectTracked("UserSettings.showsTimestamps", read: { _ = settings.showsTimestamps }, write: { settings.showsTimestamps = false })
expectTracked("UserSettings.shared.fontSize", read: { _ = UserSettings.shared.fontSize }, write: { UserSettings.shared.fontSize = 16 })
