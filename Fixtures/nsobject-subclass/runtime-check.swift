// Runtime check of the migrated Location (see TypeCheckTests, runtime-check.swift).
let location = Location(latitude: 51.5, longitude: -0.1)
expectTracked("Location.latitude", read: { _ = location.latitude }, write: { location.latitude = 48.9 })
expectTracked("Location.longitude", read: { _ = location.longitude }, write: { location.longitude = 2.35 })
expectTracked("Location.title", read: { _ = location.title }, write: { location.title = "Paris" })
expectTracked("Location.description via move(toLatitude:longitude:)", read: { _ = location.description }, write: { location.move(toLatitude: 40.7, longitude: -74) })
