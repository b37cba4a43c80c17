// Runtime check of the migrated Shelf (see TypeCheckTests, runtime-check.swift).
let shelf = Shelf()
expectTracked("Shelf.titles", read: { _ = shelf.titles }, write: { shelf.titles = ["Dune"] })
