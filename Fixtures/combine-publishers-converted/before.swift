import SwiftUI
import Combine

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []

    private let catalog: [String]

    init(catalog: [String]) {
        self.catalog = catalog
        $query
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { text in
                text.isEmpty ? catalog : catalog.filter { $0.localizedCaseInsensitiveContains(text) }
            }
            .assign(to: &$results)
    }
}

final class CountdownModel: ObservableObject {
    @Published var remaining = 10

    func tick() {
        if remaining > 0 {
            remaining -= 1
        }
    }
}

final class SearchHistory: ObservableObject {
    @Published private(set) var recent: [String] = []
    @Published var isEnabled = true

    func record(_ query: String) {
        guard isEnabled, !query.isEmpty else { return }
        recent.insert(query, at: 0)
    }
}

struct SearchScreen: View {
    @StateObject private var model = SearchModel(catalog: ["Apple", "Banana", "Cherry"])
    @StateObject private var history = SearchHistory()

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
        .environmentObject(model)
        .environmentObject(history)
    }
}

struct RecentSearches: View {
    @EnvironmentObject var model: SearchModel
    @EnvironmentObject var history: SearchHistory

    var body: some View {
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
    @ObservedObject var countdown: CountdownModel
    @State private var finished = false

    var body: some View {
        Text(finished ? "Done" : "\(countdown.remaining)")
            .onReceive(countdown.$remaining) { value in
                finished = value == 0
            }
    }
}
