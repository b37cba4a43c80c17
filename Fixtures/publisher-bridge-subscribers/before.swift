import Combine
import Foundation

/// A search model whose publishers are used inside the class, from another
/// type, and combined: each `@Published` property with a publisher use gets a
/// subject; the values subscribers see, and when, stay the same.
final class SearchModel: ObservableObject {
    @Published var query = "" // what the user typed
    @Published var scope: Scope = .all
    @Published private(set) var resultCount = 0 {
        willSet(next) { events.append("resultCount will be \(next)") }
        didSet { events.append("resultCount was \(oldValue)") }
    }
    @Published private var lastError: String? {
        didSet { events.append("lastError set") }
    }
    @Published var isEditing = false

    enum Scope: String {
        case all, titles
    }

    // One list per subscriber: subscribers of one publisher run in no fixed order.
    private(set) var events: [String] = []
    private(set) var deliveries: [String] = []
    private(set) var searches: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        // A subscriber that reads the property while the new value is delivered.
        $query
            .sink { [weak self] value in
                self?.deliveries.append("query sink got '\(value)' while query is '\(self?.query ?? "")'")
            }
            .store(in: &cancellables)
        $query
            .removeDuplicates()
            .map { $0.count }
            .sink { [weak self] count in self?.resultCount = count }
            .store(in: &cancellables)
        $query.combineLatest($scope)
            .sink { [weak self] query, scope in self?.searches.append("search '\(query)' in \(scope.rawValue)") }
            .store(in: &cancellables)
        self.$lastError
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
        subscription = model.$resultCount.sink { [weak self] count in
            self?.lines.append("logger saw \(count)")
        }
    }
}
