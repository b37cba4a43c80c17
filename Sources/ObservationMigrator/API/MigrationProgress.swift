import SyntaxSupport

/// How far a run has got, counted in files, for a front end to show while the
/// run goes on. The migrator only increments it; readers may ask from any
/// thread at any time. It never changes what the run produces.
public final class MigrationProgress: @unchecked Sendable {
    /// The stages a file goes through.
    public enum Stage: Sendable {
        /// Its bytes were scanned for trigger words.
        case scanned
        /// It was parsed and its facts collected.
        case analysed
        /// Its rewrite (or its proof that nothing changes) and its findings are done.
        case rewritten
    }

    /// The counts at one moment.
    public struct Snapshot: Sendable, Hashable {
        public var total = 0
        public var scanned = 0
        public var analysed = 0
        public var rewritten = 0
    }

    private let lock = Lock()
    private var counts = Snapshot()

    public init() {}

    public var snapshot: Snapshot {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    func start(total: Int) {
        lock.lock()
        counts = Snapshot(total: total)
        lock.unlock()
    }

    func advance(_ stage: Stage, by amount: Int = 1) {
        lock.lock()
        switch stage {
        case .scanned: counts.scanned += amount
        case .analysed: counts.analysed += amount
        case .rewritten: counts.rewritten += amount
        }
        lock.unlock()
    }
}
