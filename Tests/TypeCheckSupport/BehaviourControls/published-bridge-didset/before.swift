import Combine

/// A search model with its own subscriber to `$query` that reads `self.query`
/// during delivery. `@Published` publishes in `willSet`: the subscriber
/// receives the new value while `self.query` still holds the old one.
final class SearchModel: ObservableObject {
    @Published var query = ""
    /// What the subscriber saw (it records rather than prints: OpenCombine
    /// delivers to a subject's subscribers in no fixed order).
    private(set) var seen: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .sink { [unowned self] value in
                self.seen.append("received \(String(reflecting: value)) while query was \(String(reflecting: self.query))")
            }
            .store(in: &cancellables)
    }

    /// The publisher of `query`, under one name on both sides of the control.
    func queryValues() -> AnyPublisher<String, Never> {
        $query.eraseToAnyPublisher()
    }
}
