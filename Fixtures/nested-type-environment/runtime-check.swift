// Runtime check of the migrated AppModel and AppModel.Settings (see TypeCheckTests, runtime-check.swift).
let app = AppModel()
expectTracked("AppModel.isOnboarded", read: { _ = app.isOnboarded }, write: { app.isOnboarded = true })

let settings = AppModel.Settings()
expectTracked("AppModel.Settings.username", read: { _ = settings.username }, write: { settings.username = "ada" })
expectTracked("AppModel.Settings.prefersCompactLayout", read: { _ = settings.prefersCompactLayout }, write: { settings.prefersCompactLayout = true })
expectTracked("AppModel.settings.username", read: { _ = app.settings.username }, write: { app.settings.username = "grace" })
