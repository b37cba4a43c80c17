import Observation
import Foundation

/// Values kept outside the model, as `UserDefaults` would keep them.
final class SettingsStorage {
    private var values: [String: Double] = [:]

    func double(forKey key: String) -> Double { values[key] ?? 0 }
    func set(_ value: Double, forKey key: String) { values[key] = value }
}

@Observable final class Profile {
    var name = ""
}

@Observable final class Appearance {
    var theme = "light"
    var fontSize = 12
}

/// Forwards its children's changes and announces some of its own by hand;
/// every manual `objectWillChange` use here has an Observation equivalent.
@Observable final class Account {
    let profile = Profile()
    let appearance = Appearance()
    var isSignedIn = false
    private(set) var log: [String] = []
    var revision = 0
    private let storage = SettingsStorage()

    var volume: Double {
        get { access(keyPath: \.volume); return storage.double(forKey: "volume") }
        set {
            withMutation(keyPath: \.volume) {
                storage.set(newValue, forKey: "volume")
            }
        }
    }

    init() {
    }

    func record(_ entry: String) {
        log.append(entry)
    }
}
