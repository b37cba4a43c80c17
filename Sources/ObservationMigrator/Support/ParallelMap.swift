import Dispatch
import Foundation

/// Maps over an array on several threads and returns the results in input
/// order, so a parallel run's output is identical to a serial one.
enum ParallelMap {
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], concurrency: Int?, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        let workers = max(1, min(concurrency ?? ProcessInfo.processInfo.activeProcessorCount, inputs.count))
        if workers == 1 { return inputs.map(transform) }
        let results = ResultSlots<Output>(count: inputs.count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: inputs.count) {
                results.set(index, transform(inputs[index]))
            }
        }
        return results.values()
    }
}

/// Hands out indices 0, 1, 2, … to worker threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        defer { value += 1 }
        return value
    }
}

/// One slot per input; each slot is written by exactly one worker.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Value] { slots.compactMap { $0 } }
}
