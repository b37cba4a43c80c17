// The same driver runs against before/ and after/; both must print the same:
// what the combined and merged publishers delivered, in order.
let signup = Signup()
log("valid at start: \(signup.isValid), edits \(signup.edits)")
signup.password = "hunter2"
log("valid after password: \(signup.isValid), edits \(signup.edits)")
signup.confirmation = "hunter"
log("valid after short confirmation: \(signup.isValid), edits \(signup.edits)")
signup.confirmation = "hunter2"
log("valid after matching confirmation: \(signup.isValid), edits \(signup.edits)")
