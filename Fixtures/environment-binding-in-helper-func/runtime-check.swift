// Runtime check of the migrated NotificationSettings (see TypeCheckTests, runtime-check.swift).
let settings = NotificationSettings()
expectTracked("NotificationSettings.isEnabled", read: { _ = settings.isEnabled }, write: { settings.isEnabled = false })
expectTracked("NotificationSettings.showsPreviews", read: { _ = settings.showsPreviews }, write: { settings.showsPreviews = true })
expectTracked("NotificationSettings.soundName", read: { _ = settings.soundName }, write: { settings.soundName = "Bell" })
expectTracked("NotificationSettings.badgeLimit", read: { _ = settings.badgeLimit }, write: { settings.badgeLimit = 10 })
expectTracked("NotificationSettings.isMutedAtNight", read: { _ = settings.isMutedAtNight }, write: { settings.isMutedAtNight = true })
