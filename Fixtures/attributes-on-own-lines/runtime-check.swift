// Runtime check of the migrated ReadingProgress (@MainActor; the driver runs on the main actor).
let progress = ReadingProgress()
expectTracked("ReadingProgress.pageCount", read: { _ = progress.pageCount }, write: { progress.pageCount = 300 })
expectTracked("ReadingProgress.pagesRead", read: { _ = progress.pagesRead }, write: { progress.pagesRead = 10 })
// lastOpened is private(set): changed through advance(by:).
expectTracked("ReadingProgress.lastOpened via advance(by:)", read: { _ = progress.lastOpened }, write: { progress.advance(by: 5) })
