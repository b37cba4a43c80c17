import Combine

/// Uploads whenever the store is about to change.
final class Sync {
    private var subscription: AnyCancellable?
    private(set) var uploads = 0

    func watch(_ store: Store) {
        subscription = store.objectWillChange.sink { [weak self] _ in
            self?.uploads += 1
        }
    }
}
