// Runtime check of the migrated KioskManager and ScreensaverState (see TypeCheckTests, runtime-check.swift).
let kiosk = KioskManager()
expectTracked("KioskManager.isEnabled", read: { _ = kiosk.isEnabled }, write: { kiosk.isEnabled = true })
let screensaver = ScreensaverState()
expectTracked("ScreensaverState.isDimmed", read: { _ = screensaver.isDimmed }, write: { screensaver.isDimmed = true })
