import SwiftUI

@Observable final class Countdown: ObservableObject {
    private(set) var remaining: Int
    var isRunning = false

    init(seconds: Int) {
        remaining = seconds
    }

    func tick() {
        guard isRunning, remaining > 0 else { return }
        remaining -= 1
    }
}

@Observable final class SearchModel: ObservableObject {
    var query = ""
    let catalog: [String]

    init(catalog: [String]) {
        self.catalog = catalog
    }

    var results: [String] {
        query.isEmpty ? catalog : catalog.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}

struct CountdownView: View {
    @StateObject private var countdown: Countdown

    init(seconds: Int) {
        _countdown = StateObject(wrappedValue: Countdown(seconds: seconds))
    }

    var body: some View {
        VStack {
            Text("\(countdown.remaining)")
            Toggle("Running", isOn: $countdown.isRunning)
        }
    }
}

struct SearchView: View {
    @StateObject var search: SearchModel
    let title: String

    init(title: String, catalog: [String]) {
        self.title = title
        self._search = StateObject(
            wrappedValue: SearchModel(catalog: catalog)
        )
    }

    var body: some View {
        List(search.results, id: \.self) { item in
            Text(item)
        }
        .searchable(text: $search.query)
        .navigationTitle(title)
    }
}

struct QuickTimer: View {
    @StateObject private var countdown: Countdown

    init() {
        self._countdown = .init(wrappedValue: Countdown(seconds: 30))
    }

    var body: some View {
        Button("\(countdown.remaining) s", action: countdown.tick)
    }
}
