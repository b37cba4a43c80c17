import Combine
import Observation

/// A counter other packages show.
@Observable public final class Counter {
    public var value = 0 {
        willSet { valuePublisher.send(newValue) }
    }
    @ObservationIgnored public private(set) lazy var valuePublisher = CurrentValueSubject<Int, Never>(_value)
    public private(set) var history: [Int] = []

    public init() {}

    public func increment() {
        value += 1
        history.append(value)
    }
}

/// The package's own session, invisible to other modules.
@Observable final class Session {
    var token = ""
}
