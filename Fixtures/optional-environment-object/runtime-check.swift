// Runtime check of the migrated Session (see TypeCheckTests, runtime-check.swift).
let session = Session(userName: "ada")
expectTracked("Session.userName", read: { _ = session.userName }, write: { session.userName = "grace" })
expectTracked("Session.isExpired", read: { _ = session.isExpired }, write: { session.isExpired = true })
