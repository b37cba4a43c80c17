// Runtime check of the migrated SearchModel (see TypeCheckTests, runtime-check.swift).
let search = SearchModel(catalog: ["Apple", "Banana", "Cherry"])
expectTracked("SearchModel.query", read: { _ = search.query }, write: { search.query = "an" })
// results is private(set): changed by query's didSet.
expectTracked("SearchModel.results via query's didSet", read: { _ = search.results }, write: { search.query = "Ch" })
expectTracked("SearchModel.selection", read: { _ = search.selection }, write: { search.selection = "Apple" })
// previousSelection (private(set), plain before, tracked now): changed by selection's willSet.
expectTracked("SearchModel.previousSelection via selection's willSet (plain before)", read: { _ = search.previousSelection }, write: { search.selection = "Banana" })
