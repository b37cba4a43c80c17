import Combine
import Observation

/// DELIBERATELY WRONG bridge of `$query`: the subject is fed from `didSet`, so
/// a subscriber reading `self.query` during delivery sees the NEW value, where
/// `@Published` (which publishes in `willSet`) shows the old one. The
/// behaviour check must tell the two sides apart.
@Observable final class SearchModel {
    var query = "" {
        didSet { queryPublisher.send(query) }
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
