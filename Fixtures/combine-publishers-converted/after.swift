import SwiftUI
import Combine

@Observable final class SearchModel: ObservableObject {
    var query = "" {
        willSet { queryPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var queryPublisher = CurrentValueSubject<String, Never>(_query)
    private(set) var results: [String] = []

    private let catalog: [String]
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init(catalog: [String]) {
        self.catalog = catalog
        queryPublisher
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { text in
                text.isEmpty ? catalog : catalog.filter { $0.localizedCaseInsensitiveContains(text) }
            }
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
    }
}

@Observable final class CountdownModel {
    var remaining = 10 {
        willSet { remainingPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var remainingPublisher = CurrentValueSubject<Int, Never>(_remaining)

    func tick() {
        if remaining > 0 {
            remaining -= 1
        }
    }
}

@Observable final class SearchHistory {
    private(set) var recent: [String] = []
    var isEnabled = true

    func record(_ query: String) {
        guard isEnabled, !query.isEmpty else { return }
        recent.insert(query, at: 0)
    }
}

struct SearchScreen: View {
    @StateObject private var model = SearchModel(catalog: ["Apple", "Banana", "Cherry"])
    @State private var history = SearchHistory()

    var body: some View {
        NavigationStack {
            List {
                ForEach(model.results, id: \.self) { result in
                    Text(result)
                }
                RecentSearches()
            }
            .searchable(text: $model.query)
            .onSubmit {
                history.record(model.query)
            }
        }
        .environment(model)
        .environment(history)
    }
}

struct RecentSearches: View {
    @Environment(SearchModel.self) var model
    @Environment(SearchHistory.self) var history

    var body: some View {
        @Bindable var history = history
        Section("Recent") {
            Toggle("Keep history", isOn: $history.isEnabled)
            ForEach(history.recent, id: \.self) { term in
                Button(term) {
                    model.query = term
                }
            }
        }
    }
}

struct CountdownLabel: View {
    var countdown: CountdownModel
    @State private var finished = false

    var body: some View {
        Text(finished ? "Done" : "\(countdown.remaining)")
            .onReceive(countdown.remainingPublisher) { value in
                finished = value == 0
            }
    }
}
