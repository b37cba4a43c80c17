import Combine
import SwiftUI

/// Its initialiser subscribes to its own publisher. A view builds it in its
/// `body`: reading the property to start the subject there would make that
/// body depend on `query`, so each keystroke would build a new model.
@Observable final class SearchModel {
    var query = "" {
        willSet { queryPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var queryPublisher = CurrentValueSubject<String, Never>(_query)
    private(set) var results: [String] = []
    @ObservationIgnored private var subscription: AnyCancellable?

    init() {
        subscription = queryPublisher
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
    @Bindable var model: SearchModel

    var body: some View {
        TextField("Search", text: $model.query)
    }
}
