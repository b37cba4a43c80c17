import Foundation
import Combine
import Observation

@Observable final class SuggestionsModel {
    private(set) var suggestions: [String] = []
    var isSearching = false

    private let queries = PassthroughSubject<String, Never>()
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()
    private let words: [String]

    init(words: [String]) {
        self.words = words
        queries
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] text in
                self?.updateSuggestions(for: text)
            }
            .store(in: &cancellables)
    }

    func search(_ text: String) {
        isSearching = true
        queries.send(text)
    }

    private func updateSuggestions(for text: String) {
        let prefix = text.lowercased()
        suggestions = words.filter { $0.hasPrefix(prefix) }
        isSearching = false
    }
}
