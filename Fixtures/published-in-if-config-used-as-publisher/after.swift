import Combine
import Foundation

final class SearchModel: ObservableObject {
    #if os(iOS)
    @Published var query = ""
    #endif
    private var subscriptions = Set<AnyCancellable>()

    init() {
        #if os(iOS)
        $query
            .sink { print("query: \($0)") }
            .store(in: &subscriptions)
        #endif
    }
}
