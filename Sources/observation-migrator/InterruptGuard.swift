#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT and SIGTERM into a request to stop between two file writes,
/// so an interrupted `--in-place` run never stops halfway through a write
/// (each write is atomic anyway) and never leaves a temporary file behind.
enum InterruptGuard {
    nonisolated(unsafe) private static var requested: sig_atomic_t = 0

    static func install() {
        signal(SIGINT) { _ in InterruptGuard.requested = 1 }
        signal(SIGTERM) { _ in InterruptGuard.requested = 1 }
    }

    static var wasRequested: Bool { requested != 0 }
}
