// Negative control (see TypeCheckTests.testBehaviourCheckDetectsARemovedForwardingToAnObservableObject).
let parent = Parent()
watch(parent, "parent", reading: { (parent.title, parent.child.name) })
log("rename the child")
parent.child.name = "Ada"
log("done")
