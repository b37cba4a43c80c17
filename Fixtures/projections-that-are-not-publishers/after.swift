import Combine
import SwiftUI

/// `$` projections that are bindings, not publishers, hold no class back; a
/// publisher read through `self?.` resolves to the one class that has it.
final class AppSettings: ObservableObject {
    @AppStorage("showsBadges") var showsBadges = true
    @Published var accent = "blue"
}

@Observable final class Router {
    var router: [String] = []
}

@Observable final class EntryStore {
    var entries: [String] = [] {
        willSet { entriesPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var entriesPublisher = CurrentValueSubject<[String], Never>(_entries)
}

/// Also publishes `entries`; the `self?.store.$entries` below is not its.
@Observable final class DraftStore {
    var entries: [String] = []
}

@Observable final class EntryCounter {
    var count = 0
    let store = EntryStore()
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()
    @ObservationIgnored private var subscription: AnyCancellable?

    func observeLater() {
        DispatchQueue.main.async { [weak self] in
            self?.subscription = self?.store.entriesPublisher.sink { print($0.count) }
        }
    }

    func start() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.store.entriesPublisher
                .sink { [weak self] entries in self?.count = entries.count }
                .store(in: &self.cancellables)
        }
    }
}

struct SettingsScreen: View {
    @ObservedObject var settings: AppSettings
    @Bindable var router: Router

    var body: some View {
        NavigationStack(path: $router.router) {
            Toggle("Badges", isOn: settings.$showsBadges)
        }
    }
}
