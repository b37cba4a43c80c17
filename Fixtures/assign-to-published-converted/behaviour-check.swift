// The same driver runs against before.swift and after.swift; both must print the same.
let model = TemperatureModel()
let thermostat = Thermostat(model: model)
watch(model, "model", reading: { (model.celsius, model.fahrenheit, model.summary) })
// Only one object is watched: `celsius` has two subscribers (the model's own
// chain and the thermostat's), which OpenCombine runs in no fixed order.
log("start: \(model.summary), heating \(thermostat.isHeating)")
model.celsius = 25
log("25°C: \(model.summary), heating \(thermostat.isHeating)")
thermostat.target = 30
log("target 30: heating \(thermostat.isHeating)")
model.celsius = 35
log("35°C: \(model.summary), heating \(thermostat.isHeating)")
let gauge = Gauge(source: Just("steady").eraseToAnyPublisher())
log("gauge: \(gauge.reading), history \(gauge.history)")
