// The same driver runs against before.swift and after.swift; both must print the same.
let inbox = InboxModel()
watch(inbox, "inbox", reading: { (inbox.items, inbox.isLoading, inbox.unread) })
log("load")
inbox.load(["a", "b"])
log("unread")
inbox.unread = 2
log("items \(inbox.items), unread \(inbox.unread)")
