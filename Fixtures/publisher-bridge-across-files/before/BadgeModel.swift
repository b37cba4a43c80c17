import Combine
import Foundation

final class BadgeModel: ObservableObject {
    @Published var count = 0
    let store: EntryStore
    private var cancellables: [AnyCancellable] = []

    init(store: EntryStore) {
        self.store = store
        store.$entries
            .map(\.count)
            .sink { [weak self] in self?.count = $0 }
            .store(in: &cancellables)
    }
}
