import Combine
import Observation

/// The reference bridge of a `@Published` property's publisher: a
/// `CurrentValueSubject` fed from `willSet`, so subscribers receive the new
/// value while the property still holds the old one, as with `@Published`.
@Observable final class SearchModel {
    var query = "" {
        willSet { queryPublisher.send(newValue) }
    }
    /// What the subscriber saw (it records rather than prints: OpenCombine
    /// delivers to a subject's subscribers in no fixed order).
    private(set) var seen: [String] = []
    @ObservationIgnored private(set) lazy var queryPublisher = CurrentValueSubject<String, Never>(query)
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init() {
        queryPublisher
            .sink { [unowned self] value in
                self.seen.append("received \(String(reflecting: value)) while query was \(String(reflecting: self.query))")
            }
            .store(in: &cancellables)
    }

    /// The publisher of `query`, under one name on both sides of the control.
    func queryValues() -> AnyPublisher<String, Never> {
        queryPublisher.eraseToAnyPublisher()
    }
}
