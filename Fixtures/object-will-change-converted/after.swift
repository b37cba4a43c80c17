import SwiftUI

/// Stores its value in UserDefaults and announces changes by hand.
@Observable final class Thermostat {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var target: Double {
        get { access(keyPath: \.target); return defaults.double(forKey: "target") }
        set {
            withMutation(keyPath: \.target) {
                defaults.set(newValue, forKey: "target")
            }
        }
    }
}

@Observable final class SensorFeed {
    private(set) var readings: [Double] = []

    func append(_ reading: Double) {
        readings.append(reading)
    }
}

@Observable final class ThermostatLog {
    var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }
}

struct ThermostatView: View {
    @Bindable var thermostat: Thermostat
    var feed: SensorFeed
    var log: ThermostatLog

    var body: some View {
        Form {
            Slider(value: $thermostat.target, in: 10...30)
            Text("Last reading: \(feed.readings.last ?? 0)")
            Button("Log") {
                log.record("Target \(thermostat.target)")
            }
            Text("\(log.entries.count) entries")
        }
    }
}

struct ThermostatScreen: View {
    @State private var thermostat = Thermostat()
    @State private var feed = SensorFeed()
    @State private var log = ThermostatLog()

    var body: some View {
        ThermostatView(thermostat: thermostat, feed: feed, log: log)
            .environment(log)
    }
}
