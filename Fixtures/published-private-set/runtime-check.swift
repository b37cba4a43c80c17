// Runtime check of the migrated TodoList (see TypeCheckTests, runtime-check.swift).
let todos = TodoList()
expectTracked("TodoList.draft", read: { _ = todos.draft }, write: { todos.draft = "Buy milk" })
// items and count are private(set): changed through addDraft() and remove(at:).
expectTracked("TodoList.items via addDraft()", read: { _ = todos.items }, write: { todos.addDraft() })
todos.draft = "Walk dog"
expectTracked("TodoList.count via addDraft()", read: { _ = todos.count }, write: { todos.addDraft() })
expectTracked("TodoList.items via remove(at:)", read: { _ = todos.items }, write: { todos.remove(at: IndexSet(integer: 0)) })
expectTracked("TodoList.count via remove(at:)", read: { _ = todos.count }, write: { todos.remove(at: IndexSet(integer: 0)) })
