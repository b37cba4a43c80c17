import Combine
import SwiftUI

/// Bridged properties whose initial value names no type the way `T()` does:
/// an enum's case, a case with a payload, an empty array or dictionary built
/// with its type. Each subject gets the property's type written out.
final class SessionClient: ObservableObject {
    enum State: Equatable {
        case refreshing
        case signedIn(user: String)
    }

    @Published var state = State.refreshing
    @Published var pending = State.signedIn(user: "guest")
    @Published var tokens = [String]()
    @Published var images = [String: [Int]]()
    private var cancellables: Set<AnyCancellable> = []

    init() {
        $state.sink { print($0) }.store(in: &cancellables)
        $pending.sink { print($0) }.store(in: &cancellables)
        $tokens.sink { print($0.count) }.store(in: &cancellables)
        $images.sink { print($0.count) }.store(in: &cancellables)
    }
}

struct SessionView: View {
    @ObservedObject var client: SessionClient

    var body: some View {
        Text("\(client.tokens.count) \(client.images.count)")
    }
}
