import Combine
import Foundation
import Observation

/// One class, declared once per platform: both declarations are the class.
#if os(iOS) || os(Linux)
@Observable final class TextViewModel {
    var searchTerm = "" {
        willSet { searchTermPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var searchTermPublisher = CurrentValueSubject<String, Never>(_searchTerm)
    var matches: [Int] = []
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init() {
        searchTermPublisher
            .map { $0.isEmpty ? [] : [$0.count] }
            .sink { [weak self] in self?.matches = $0 }
            .store(in: &cancellables)
    }
}
#else
@Observable final class TextViewModel {
    var searchTerm = "" {
        willSet { searchTermPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var searchTermPublisher = CurrentValueSubject<String, Never>(_searchTerm)
    @ObservationIgnored lazy var formatter = NumberFormatter()
}
#endif
