import SwiftUI
import Combine

/// The class is not isolated; one property is. `$transfers` is used as a
/// publisher, so the property gets a bridge subject that starts from its
/// storage, which is `@MainActor` too.
@Observable final class TransferQueue {
    @MainActor private(set) var transfers: [String] = [] {
        willSet { transfersPublisher.send(newValue) }
    }
    @MainActor @ObservationIgnored private(set) lazy var transfersPublisher = CurrentValueSubject<[String], Never>(_transfers)
    var isPaused = false

    @MainActor
    func enqueue(_ name: String) {
        transfers.append(name)
    }

    init() {}
}

@MainActor
final class TransferBadge {
    private var cancellables = Set<AnyCancellable>()
    private(set) var count = 0

    init(queue: TransferQueue) {
        queue.transfersPublisher
            .map(\.count)
            .sink { [weak self] in self?.count = $0 }
            .store(in: &cancellables)
    }
}

struct TransferList: View {
    var queue: TransferQueue

    var body: some View {
        List(queue.transfers, id: \.self) { Text($0) }
    }
}
