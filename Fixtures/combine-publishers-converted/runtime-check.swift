// Runtime check of the migrated SearchHistory (SearchModel and CountdownModel stay ObservableObject).
let history = SearchHistory()
// recent is private(set): changed through record(_:).
expectTracked("SearchHistory.recent via record(_:)", read: { _ = history.recent }, write: { history.record("apples") })
expectTracked("SearchHistory.isEnabled", read: { _ = history.isEnabled }, write: { history.isEnabled = false })
