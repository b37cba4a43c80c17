import Combine
import Foundation
import Observation

@Observable final class BadgeModel {
    var count = 0
    let store: EntryStore
    @ObservationIgnored private var cancellables: [AnyCancellable] = []

    init(store: EntryStore) {
        self.store = store
        store.entriesPublisher
            .map(\.count)
            .sink { [weak self] in self?.count = $0 }
            .store(in: &cancellables)
    }
}
