import Combine

/// A counter other packages show.
public final class Counter: ObservableObject {
    @Published public var value = 0
    @Published public private(set) var history: [Int] = []

    public init() {}

    public func increment() {
        value += 1
        history.append(value)
    }
}

/// The package's own session, invisible to other modules.
final class Session: ObservableObject {
    @Published var token = ""
}
