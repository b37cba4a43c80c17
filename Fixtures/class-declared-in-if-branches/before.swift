import Combine
import Foundation

/// One class, declared once per platform: both declarations are the class.
#if os(iOS) || os(Linux)
final class TextViewModel: ObservableObject {
    @Published var searchTerm = ""
    @Published var matches: [Int] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $searchTerm
            .map { $0.isEmpty ? [] : [$0.count] }
            .sink { [weak self] in self?.matches = $0 }
            .store(in: &cancellables)
    }
}
#else
final class TextViewModel: ObservableObject {
    @Published var searchTerm = ""
    lazy var formatter = NumberFormatter()
}
#endif
