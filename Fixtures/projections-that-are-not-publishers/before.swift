import Combine
import SwiftUI

/// `$` projections that are bindings, not publishers, hold no class back; a
/// publisher read through `self?.` resolves to the one class that has it.
final class AppSettings: ObservableObject {
    @AppStorage("showsBadges") var showsBadges = true
    @Published var accent = "blue"
}

final class Router: ObservableObject {
    @Published var router: [String] = []
}

final class EntryStore: ObservableObject {
    @Published var entries: [String] = []
}

/// Also publishes `entries`; the `self?.store.$entries` below is not its.
final class DraftStore: ObservableObject {
    @Published var entries: [String] = []
}

final class EntryCounter: ObservableObject {
    @Published var count = 0
    let store = EntryStore()
    private var cancellables = Set<AnyCancellable>()
    private var subscription: AnyCancellable?

    func observeLater() {
        DispatchQueue.main.async { [weak self] in
            self?.subscription = self?.store.$entries.sink { print($0.count) }
        }
    }

    func start() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.store.$entries
                .sink { [weak self] entries in self?.count = entries.count }
                .store(in: &self.cancellables)
        }
    }
}

struct SettingsScreen: View {
    @ObservedObject var settings: AppSettings
    @ObservedObject var router: Router

    var body: some View {
        NavigationStack(path: $router.router) {
            Toggle("Badges", isOn: settings.$showsBadges)
        }
    }
}
