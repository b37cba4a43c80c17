import Combine
import SwiftUI

/// Its initialiser subscribes to its own publisher. A view builds it in its
/// `body`: reading the property to start the subject there would make that
/// body depend on `query`, so each keystroke would build a new model.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var subscription: AnyCancellable?

    init() {
        subscription = $query
            .map { $0.isEmpty ? [] : ["\($0) 1", "\($0) 2"] }
            .sink { [weak self] in self?.results = $0 }
    }
}

struct SearchScreen: View {
    var body: some View {
        SearchField(model: SearchModel())
    }
}

struct SearchField: View {
    @ObservedObject var model: SearchModel

    var body: some View {
        TextField("Search", text: $model.query)
    }
}
