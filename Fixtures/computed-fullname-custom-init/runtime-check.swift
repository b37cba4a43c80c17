// Runtime check of the migrated Person (see TypeCheckTests, runtime-check.swift).
let person = Person(firstName: "Ada", lastName: "Lovelace")
expectTracked("Person.firstName", read: { _ = person.firstName }, write: { person.firstName = "Augusta" })
expectTracked("Person.lastName", read: { _ = person.lastName }, write: { person.lastName = "King" })

let defaultPerson = Person()
expectTracked("Person.fullName via rename(to:)", read: { _ = defaultPerson.fullName }, write: { defaultPerson.rename(to: "John Appleseed") })
