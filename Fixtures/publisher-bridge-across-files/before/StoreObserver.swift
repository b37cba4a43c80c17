import Combine
import Foundation

/// Not an ObservableObject: it reaches the store's publisher through
/// optional chains, a weak capture and an optional binding.
final class StoreObserver {
    private(set) var seen: [String] = []
    weak var badge: BadgeModel?
    private var cancellables = Set<AnyCancellable>()

    func observe(_ badge: BadgeModel) {
        self.badge = badge
        let start = Just(())
        start
            .sink { [weak self] in
                guard let self else { return }
                self.badge?.store.$entries
                    .sink { [weak self] entries in self?.seen.append("entries: \(entries.joined(separator: ","))") }
                    .store(in: &self.cancellables)
            }
            .store(in: &cancellables)
        guard let store = self.badge?.store else { return }
        store.$isSyncing
            .removeDuplicates()
            .sink { [weak self] syncing in self?.seen.append("syncing: \(syncing)") }
            .store(in: &cancellables)
    }
}
