import Combine
import CounterKit

/// Logs each value the package's counter takes.
final class CounterLogger {
    private var subscription: AnyCancellable?
    private(set) var lines: [String] = []

    func follow(_ counter: Counter) {
        subscription = counter.valuePublisher.sink { [weak self] value in
            self?.lines.append("value \(value)")
        }
    }
}
