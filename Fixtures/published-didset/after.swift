import Foundation
import Observation

@Observable final class SearchModel {
    var query = "" {
        didSet {
            results = filteredCatalog()
        }
    }
    private(set) var results: [String]
    var selection: String? = nil {
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
