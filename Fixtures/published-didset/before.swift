import Foundation
import Combine

final class SearchModel: ObservableObject {
    @Published var query = "" {
        didSet {
            results = filteredCatalog()
        }
    }
    @Published private(set) var results: [String]
    @Published var selection: String? = nil {
        willSet {
            previousSelection = selection
        }
    }
    private(set) var previousSelection: String? = nil

    private let catalog: [String]

    init(catalog: [String]) {
        self.catalog = catalog
        self.results = catalog
    }

    private func filteredCatalog() -> [String] {
        guard !query.isEmpty else { return catalog }
        return catalog.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}
