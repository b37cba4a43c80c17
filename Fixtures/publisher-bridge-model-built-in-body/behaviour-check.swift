// The same driver runs against before/ and after/; both must print the same.
// The model is built where changes are tracked, as a view's body builds it:
// building it must not make that code depend on the model's properties.
var model: SearchModel?
withObservationTracking {
    model = SearchModel()
} onChange: {
    print("the code that built the model was told of a change")
}
model?.query = "cat"
log("results \(model?.results ?? [])")
model?.query = ""
log("results \(model?.results ?? [])")
