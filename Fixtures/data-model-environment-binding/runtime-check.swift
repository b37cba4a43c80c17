// Runtime check of the migrated DataModel (see TypeCheckTests, runtime-check.swift).
let model = DataModel()
expectTracked("DataModel.isEnabled", read: { _ = model.isEnabled }, write: { model.isEnabled = true })
expectTracked("DataModel.volume", read: { _ = model.volume }, write: { model.volume = 0.8 })
