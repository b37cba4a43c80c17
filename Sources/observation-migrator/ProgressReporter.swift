import Dispatch
import ObservationMigrator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows on standard error how many files were scanned, analysed and
/// rewritten, for runs that last more than about a second, and only when
/// standard error is a terminal: redirected output, logs and pipes never see
/// it. The line is rewritten in place and erased when the run ends, before
/// the report is printed.
final class ProgressReporter: @unchecked Sendable {
    /// How long a run goes before the first progress line.
    static let delay: DispatchTimeInterval = .seconds(1)
    static let interval: DispatchTimeInterval = .milliseconds(200)

    private let progress: MigrationProgress
    private let queue = DispatchQueue(label: "observation-migrator.progress")
    private var timer: DispatchSourceTimer?
    private var shown = false

    private init(progress: MigrationProgress) {
        self.progress = progress
    }

    /// A running reporter, or nil when progress is not to be shown.
    static func start(_ progress: MigrationProgress, enabled: Bool) -> ProgressReporter? {
        guard enabled, isatty(STDERR_FILENO) == 1 else { return nil }
        let reporter = ProgressReporter(progress: progress)
        let timer = DispatchSource.makeTimerSource(queue: reporter.queue)
        timer.schedule(deadline: .now() + delay, repeating: interval)
        timer.setEventHandler { [weak reporter] in reporter?.draw() }
        reporter.timer = timer
        timer.resume()
        return reporter
    }

    /// Stops drawing and erases the progress line, if one was drawn.
    func stop() {
        queue.sync {
            timer?.cancel()
            timer = nil
            if shown { write("\r\u{1B}[K") }
        }
    }

    private func draw() {
        guard timer != nil else { return }
        let counts = progress.snapshot
        shown = true
        write("\r\u{1B}[Kobservation-migrator: \(counts.total) files: \(counts.scanned) scanned, \(counts.analysed) analysed, \(counts.rewritten) rewritten")
    }

    private func write(_ text: String) {
        StandardStream.error.write(text)
    }
}
