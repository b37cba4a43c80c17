// The same driver runs against before/ and after/; both must print the same.
let image = ImageDocument(title: "Photo")
watch(image, "image", reading: { (image.zoom, image.zoomLabel, image.title, image.isDirty) })
log("label \(image.zoomLabel)")
image.zoom = 2
log("label \(image.zoomLabel)")
image.zoom = 0.5
log("label \(image.zoomLabel)")
// An equal value notifies with @Published but not with Observation: set a new one.
image.isDirty = true
image.save()
log("title \(image.title), dirty \(image.isDirty)")
