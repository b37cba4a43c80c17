// The same driver runs against before/ and after/; both must print the same.
let inbox = Inbox()
watch(inbox, "inbox", reading: { inbox.unread })
inbox.receive()
inbox.receive()
log("unread \(inbox.unread)")
