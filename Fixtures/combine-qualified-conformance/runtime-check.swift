// Runtime check of the migrated AppSettings (see TypeCheckTests, runtime-check.swift).
let settings = AppSettings()
expectTracked("AppSettings.fontSize", read: { _ = settings.fontSize }, write: { settings.fontSize = 18 })
expectTracked("AppSettings.usesDarkMode", read: { _ = settings.usesDarkMode }, write: { settings.usesDarkMode = true })
