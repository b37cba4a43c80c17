// AppSettings stays ObservableObject: its @AppStorage's binding is used (app-storage-kept).
let counter = EntryCounter()
expectTracked("EntryCounter.count", read: { _ = counter.count }, write: { counter.count = 3 })
let drafts = DraftStore()
expectTracked("DraftStore.entries", read: { _ = drafts.entries }, write: { drafts.entries = ["a"] })
