// Behaviour check (see TypeCheckTests, behaviour-check.swift): the same driver
// runs against before.swift and after.swift, and the two outputs must match.
// The initializer's own assignment of `step` runs no observer.
let stepper = Stepper(name: "pace", step: 5)
log("made: step \(stepper.step), changes \(stepper.changes)")
stepper.increment()
log("value \(stepper.value)")
stepper.step = 2
log("set: step \(stepper.step), changes \(stepper.changes)")
let ruler = Ruler(unit: "mm", label: "short")
log("ruler: \(ruler.unit) \(ruler.label)")
ruler.unit = "in"
log("ruler: \(ruler.unit)")
