import Combine
import Foundation
import Observation

/// A search model whose publishers are used inside the class, from another
/// type, and combined: each `@Published` property with a publisher use gets a
/// subject; the values subscribers see, and when, stay the same.
@Observable final class SearchModel {
    var query = "" { // what the user typed
        willSet { queryPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var queryPublisher = CurrentValueSubject<String, Never>(_query)
    var scope: Scope = .all {
        willSet { scopePublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var scopePublisher = CurrentValueSubject<Scope, Never>(_scope)
    private(set) var resultCount = 0 {
        willSet(next) { events.append("resultCount will be \(next)"); resultCountPublisher.send(next) }
        didSet { events.append("resultCount was \(oldValue)") }
    }
    @ObservationIgnored private(set) lazy var resultCountPublisher = CurrentValueSubject<Int, Never>(_resultCount)
    private var lastError: String? {
        willSet { lastErrorPublisher.send(newValue) }
        didSet { events.append("lastError set") }
    }
    @ObservationIgnored private lazy var lastErrorPublisher = CurrentValueSubject<String?, Never>(_lastError)
    var isEditing = false

    enum Scope: String {
        case all, titles
    }

    // One list per subscriber: subscribers of one publisher run in no fixed order.
    private(set) var events: [String] = []
    private(set) var deliveries: [String] = []
    private(set) var searches: [String] = []
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init() {
        // A subscriber that reads the property while the new value is delivered.
        queryPublisher
            .sink { [weak self] value in
                self?.deliveries.append("query sink got '\(value)' while query is '\(self?.query ?? "")'")
            }
            .store(in: &cancellables)
        queryPublisher
            .removeDuplicates()
            .map { $0.count }
            .sink { [weak self] count in self?.resultCount = count }
            .store(in: &cancellables)
        queryPublisher.combineLatest(scopePublisher)
            .sink { [weak self] query, scope in self?.searches.append("search '\(query)' in \(scope.rawValue)") }
            .store(in: &cancellables)
        self.lastErrorPublisher
            .compactMap { $0 }
            .sink { [weak self] error in self?.events.append("error: \(error)") }
            .store(in: &cancellables)
    }

    var hasError: Bool { lastError != nil }

    func fail(_ message: String) {
        lastError = message
    }
}

/// Another type that subscribes to the model's publisher.
final class SearchLogger {
    private(set) var lines: [String] = []
    private var subscription: AnyCancellable?

    init(model: SearchModel) {
        subscription = model.resultCountPublisher.sink { [weak self] count in
            self?.lines.append("logger saw \(count)")
        }
    }
}
