import Combine
import Foundation
import Observation

@Observable final class SearchModel {
    #if os(iOS)
    var query = "" {
        willSet { queryPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var queryPublisher = CurrentValueSubject<String, Never>(_query)
    #endif
    @ObservationIgnored private var subscriptions = Set<AnyCancellable>()

    init() {
        #if os(iOS)
        queryPublisher
            .sink { print("query: \($0)") }
            .store(in: &subscriptions)
        #endif
    }
}
