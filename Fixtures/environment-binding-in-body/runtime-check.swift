// Runtime check of the migrated PlayerSettings (see TypeCheckTests, runtime-check.swift).
let settings = PlayerSettings()
expectTracked("PlayerSettings.volume", read: { _ = settings.volume }, write: { settings.volume = 0.3 })
expectTracked("PlayerSettings.isMuted", read: { _ = settings.isMuted }, write: { settings.isMuted = true })
expectTracked("PlayerSettings.playbackRate", read: { _ = settings.playbackRate }, write: { settings.playbackRate = 1.5 })
