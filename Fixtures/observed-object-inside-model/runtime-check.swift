// Runtime check of the migrated AppearanceSettings and ExportModel (see TypeCheckTests, runtime-check.swift).
let appearance = AppearanceSettings()
expectTracked("AppearanceSettings.fontScale", read: { _ = appearance.fontScale }, write: { appearance.fontScale = 1.5 })

let exporter = ExportModel()
expectTracked("ExportModel.isExporting via export()", read: { _ = exporter.isExporting }, write: { _ = exporter.export() })
expectTracked("ExportModel.isExporting", read: { _ = exporter.isExporting }, write: { exporter.isExporting = false })
// appearance (@ObservationIgnored private): skipped, it is private and no method assigns it.
