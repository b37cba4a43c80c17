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
let tally = Tally(seed: 3)
log("tally: \(tally.entries) \(tally.low) \(tally.high) \(tally.mode), edits \(tally.edits)")
let named = Tally(mode: "fast")
log("named: \(named.mode), edits \(named.edits)")
named.mode = "slow"
tally.entries.append(4)
log("after sets: \(named.edits) \(tally.edits)")
