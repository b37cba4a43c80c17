// Negative control: the two sides must print DIFFERENT output (see
// TypeCheckTests.testBehaviourCheckDetectsADidSetBridge).
let model = SearchModel()
watch(model, "model", reading: { model.query })
record(model.queryValues(), "queryValues")
log("set query to \"a\"")
model.query = "a"
log("the model's subscriber \(model.seen.last ?? "saw nothing")")
log("set query to \"ab\"")
model.query = "ab"
log("the model's subscriber \(model.seen.last ?? "saw nothing")")
log("done: query is \(String(reflecting: model.query))")
