import Combine
import SwiftUI

/// Bridged properties whose initial value names no type the way `T()` does:
/// an enum's case, a case with a payload, an empty array or dictionary built
/// with its type. Each subject gets the property's type written out.
@Observable final class SessionClient {
    enum State: Equatable {
        case refreshing
        case signedIn(user: String)
    }

    var state = State.refreshing {
        willSet { statePublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var statePublisher = CurrentValueSubject<State, Never>(_state)
    var pending = State.signedIn(user: "guest") {
        willSet { pendingPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var pendingPublisher = CurrentValueSubject<State, Never>(_pending)
    var tokens = [String]() {
        willSet { tokensPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var tokensPublisher = CurrentValueSubject<[String], Never>(_tokens)
    var images = [String: [Int]]() {
        willSet { imagesPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var imagesPublisher = CurrentValueSubject<[String: [Int]], Never>(_images)
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init() {
        statePublisher.sink { print($0) }.store(in: &cancellables)
        pendingPublisher.sink { print($0) }.store(in: &cancellables)
        tokensPublisher.sink { print($0.count) }.store(in: &cancellables)
        imagesPublisher.sink { print($0.count) }.store(in: &cancellables)
    }
}

struct SessionView: View {
    var client: SessionClient

    var body: some View {
        Text("\(client.tokens.count) \(client.images.count)")
    }
}
