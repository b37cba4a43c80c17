import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Maps over an array on several threads and returns the results in input
/// order, so a parallel run's output is identical to a serial one. Public so
/// that the command line reads files and the benchmark parses them with the
/// same work distribution as the migration.
package enum ParallelMap {
    /// Run on each thread of a parallel map (the caller's included) before it
    /// takes its first input, and on the thread of each `BackgroundWork`
    /// before its work. A host process may set it once, before its first
    /// run, to prepare the threads it lends (the command line advises its
    /// memory allocator there); nil, the default, runs nothing. It never
    /// changes a result.
    nonisolated(unsafe) public static var threadStart: (@Sendable () -> Void)?

    /// The threads a concurrency means: the number given, or one per core.
    package static func threads(_ concurrency: Int?) -> Int {
        max(1, concurrency ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// `largestFirst`, when given, is the cost of each input: the costliest are
    /// handed out first, so two threads do not wait on one long file at the end.
    /// It changes only the order of the work, never the results.
    package static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], concurrency: Int?, largestFirst costs: [Int]? = nil, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        let workers = max(1, min(threads(concurrency), inputs.count))
        let order: [Int]? = workers == 1 ? nil : costs.map { costs in inputs.indices.sorted { (costs[$0], $1) > (costs[$1], $0) } }
        let results = ResultSlots<Output>(count: inputs.count)
        let next = Counter()
        // Even one worker gets a thread of its own: its stack is the one deep
        // syntax needs (see `WorkerThread`).
        withoutActuallyEscaping(transform) { transform in
            nonisolated(unsafe) let transform = transform
            WorkerThread.runAll(Array(repeating: {
                threadStart?()
                while let position = next.take(below: inputs.count) {
                    let index = order?[position] ?? position
                    results.set(index, transform(inputs[index]))
                }
            }, count: workers))
        }
        return results.values()
    }
}

/// Hands out indices 0, 1, 2, … to worker threads.
private final class Counter: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        defer { value += 1 }
        return value
    }
}

/// One slot per input; each slot is written by exactly one worker, and read
/// only after every worker has finished.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func set(_ index: Int, _ value: Value) {
        slots[index] = value
    }

    func values() -> [Value] { slots.compactMap { $0 } }
}

/// Drops the last reference to a value on another thread, so that freeing
/// it (megabytes of small objects) does not hold up the caller; with a
/// concurrency of 1 it is dropped on the caller's thread.
package enum ReleaseInBackground {
    package static func release<Value>(_ value: sending Value, concurrency: Int?) {
        guard ParallelMap.threads(concurrency) > 1 else { return }
        // The block holds the value; it is dropped with the block, on the thread that ran it.
        nonisolated(unsafe) let held = value
        DispatchQueue.global().async { withExtendedLifetime(held) {} }
    }

    /// Never drops the value: for a process that ends soon after, whose
    /// memory the system takes back at once (see `Migrator.releasesAnalysis`).
    package static func keepUntilExit<Value>(_ value: sending Value) {
        _ = Unmanaged.passRetained(Kept(value))
    }

    private final class Kept<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}

/// Work started on another thread while the caller goes on with work that
/// keeps only one core busy; `value` waits for it. With a concurrency of 1
/// it runs when `value` is first read, on the reading thread. Public so
/// that the command line works out a project's layout while it reads files.
/// `value` may be read from several threads at once: the work runs once.
package final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    private let lock = Lock()
    private let work: @Sendable () -> Value
    private var result: Value?

    package init(concurrency: Int?, _ work: @escaping @Sendable () -> Value) {
        self.work = work
        guard ParallelMap.threads(concurrency) > 1 else { return }
        group.enter()
        let thread = WorkerThread.start {
            ParallelMap.threadStart?()
            self.result = work()
            self.group.leave()
        }
        // Without a thread, the work runs when its value is first read.
        if thread == nil { group.leave() }
    }

    /// Whether the work is still under way on another thread: asking for
    /// its value now would wait. (Work that runs on the first thread to ask
    /// is never under way before.)
    package var isUnderWay: Bool { group.wait(timeout: .now()) == .timedOut }

    /// The work's result, once it is done.
    package var value: Value {
        group.wait()
        return lock.withLock {
            if let result { return result }
            let computed = work()
            result = computed
            return computed
        }
    }
}
