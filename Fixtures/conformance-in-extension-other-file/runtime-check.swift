// Runtime check of the migrated Model (see TypeCheckTests, runtime-check.swift).
let model = Model()
expectTracked("Model.name", read: { _ = model.name }, write: { model.name = "Widget" })
expectTracked("Model.isFavorite", read: { _ = model.isFavorite }, write: { model.isFavorite = true })
expectTracked("Model.trimmedName via clear()", read: { _ = model.trimmedName }, write: { model.clear() })
