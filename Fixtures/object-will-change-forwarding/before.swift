import Combine
import Foundation

/// Values kept outside the model, as `UserDefaults` would keep them.
final class SettingsStorage {
    private var values: [String: Double] = [:]

    func double(forKey key: String) -> Double { values[key] ?? 0 }
    func set(_ value: Double, forKey key: String) { values[key] = value }
}

final class Profile: ObservableObject {
    @Published var name = ""
}

final class Appearance: ObservableObject {
    @Published var theme = "light"
    @Published var fontSize = 12
}

/// Forwards its children's changes and announces some of its own by hand;
/// every manual `objectWillChange` use here has an Observation equivalent.
final class Account: ObservableObject {
    let profile = Profile()
    let appearance = Appearance()
    @Published var isSignedIn = false
    private(set) var log: [String] = []
    var revision = 0 {
        willSet { objectWillChange.send() }
    }
    private let storage = SettingsStorage()
    private var cancellables = Set<AnyCancellable>()
    private var profileSubscription: AnyCancellable?

    var volume: Double {
        get { storage.double(forKey: "volume") }
        set {
            objectWillChange.send()
            storage.set(newValue, forKey: "volume")
        }
    }

    init() {
        // Forward the profile's changes to our observers.
        profileSubscription = profile.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
        appearance.$theme
            .merge(with: appearance.$fontSize.map { "\($0)pt" })
            .sink { [weak self] _ in
                self?.objectWillChange.send()
            }
            .store(in: &cancellables)
    }

    func record(_ entry: String) {
        objectWillChange.send()
        log.append(entry)
    }
}
