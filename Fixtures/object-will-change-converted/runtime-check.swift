// Runtime check of the migrated ThermostatLog (Thermostat and SensorFeed stay ObservableObject).
let log = ThermostatLog()
expectTracked("ThermostatLog.entries", read: { _ = log.entries }, write: { log.entries = ["Target 21"] })
expectTracked("ThermostatLog.entries via record(_:)", read: { _ = log.entries }, write: { log.record("Target 22") })
