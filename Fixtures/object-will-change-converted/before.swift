import SwiftUI
import Combine

/// Stores its value in UserDefaults and announces changes by hand.
final class Thermostat: ObservableObject {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var target: Double {
        get { defaults.double(forKey: "target") }
        set {
            objectWillChange.send()
            defaults.set(newValue, forKey: "target")
        }
    }
}

final class SensorFeed: ObservableObject {
    private(set) var readings: [Double] = []

    func append(_ reading: Double) {
        self.objectWillChange.send()
        readings.append(reading)
    }
}

final class ThermostatLog: ObservableObject {
    @Published var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }
}

struct ThermostatView: View {
    @ObservedObject var thermostat: Thermostat
    @ObservedObject var feed: SensorFeed
    @ObservedObject var log: ThermostatLog

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
    @StateObject private var thermostat = Thermostat()
    @StateObject private var feed = SensorFeed()
    @StateObject private var log = ThermostatLog()

    var body: some View {
        ThermostatView(thermostat: thermostat, feed: feed, log: log)
            .environmentObject(log)
    }
}
