// Runtime check of the migrated EventListModel (see TypeCheckTests, runtime-check.swift).
let model = EventListModel()
expectTracked("EventListModel.events", read: { _ = model.events }, write: { model.events.append(Date()) })
expectTracked("EventListModel.events via addEventTomorrow()", read: { _ = model.events }, write: { model.addEventTomorrow() })
expectIgnored("EventListModel.formatter (lazy)", read: { _ = model.formatter }, write: { model.formatter = DateFormatter() })
// calendar (@ObservationIgnored private lazy): skipped, it is private and no method assigns it (it is only lazily initialised).
