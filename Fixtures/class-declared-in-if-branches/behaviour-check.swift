// The same driver runs against before.swift and after.swift; both must print the same.
let model = TextViewModel()
watch(model, "model", reading: { (model.searchTerm, model.matches) })
model.searchTerm = "abc"
log("matches \(model.matches)")
