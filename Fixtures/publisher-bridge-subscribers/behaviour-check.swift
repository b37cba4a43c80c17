// The same driver runs against before.swift and after.swift; both must print the same.
let model = SearchModel()
let logger = SearchLogger(model: model)
watch(model, "model", reading: { (model.query, model.scope, model.resultCount, model.isEditing, model.hasError) })
log("type 'ab'")
model.query = "a"
model.query = "ab"
// Not exercised: assigning an equal value notifies with @Published but not with
// Observation (fewer view updates, by design); the subject still sends it.
log("change scope")
model.scope = .titles
log("fail")
model.fail("offline")
log("edit flag (no publisher use)")
model.isEditing = true
for event in model.events { log("event: \(event)") }
for delivery in model.deliveries { log("delivery: \(delivery)") }
for search in model.searches { log("search: \(search)") }
for line in logger.lines { log("logger: \(line)") }
log("final: query '\(model.query)', count \(model.resultCount)")
