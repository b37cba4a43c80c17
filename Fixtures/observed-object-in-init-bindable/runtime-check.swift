// Runtime check of the migrated Draft (see TypeCheckTests, runtime-check.swift).
let draft = Draft()
expectTracked("Draft.subject", read: { _ = draft.subject }, write: { draft.subject = "Hello" })
expectTracked("Draft.message", read: { _ = draft.message }, write: { draft.message = "See you" })
expectTracked("Draft.isUrgent", read: { _ = draft.isUrgent }, write: { draft.isUrgent = true })
