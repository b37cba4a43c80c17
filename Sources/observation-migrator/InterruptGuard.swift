#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM during an `--in-place` run: before the first write
/// they end the run at once (nothing was written, nothing is left behind);
/// once writing has begun they become a request to stop between two file
/// writes, so the run never stops halfway through a write (each write is
/// atomic anyway) and never leaves a temporary file behind.
enum InterruptGuard {
    nonisolated(unsafe) private static var requested: sig_atomic_t = 0
    nonisolated(unsafe) private static var writing: sig_atomic_t = 0

    static func install() {
        signal(SIGINT) { _ in InterruptGuard.interrupt() }
        signal(SIGTERM) { _ in InterruptGuard.interrupt() }
    }

    /// From now on a signal waits for the write under way.
    static func beginWriting() {
        writing = 1
    }

    static var wasRequested: Bool { requested != 0 }

    /// Runs in the signal handler: only async-signal-safe calls.
    private static func interrupt() {
        guard writing == 0 else {
            requested = 1
            return
        }
        let message: StaticString = "observation-migrator: interrupted before any file was written\n"
        _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
        _exit(130)
    }
}
