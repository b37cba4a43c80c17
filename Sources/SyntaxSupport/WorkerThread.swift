#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A thread with a stack large enough for the deepest syntax the tool
/// accepts. The parser and the walks over its trees recurse once per level
/// of nesting; a dispatch worker's stack (512 KB on macOS, the process's
/// limit on Linux) is not enough for the nesting real generated code can
/// have, and overflowing it ends the whole run. `SourceDepth` turns away a
/// file nested deeper than these stacks can take.
package enum WorkerThread {
    /// Reserved address space per thread; pages are only used as the
    /// recursion reaches them.
    package static let stackSize = 1 << 30

    /// Runs each body on its own thread and returns when all have finished.
    /// Falls back to running the body on the calling thread when the system
    /// refuses the thread.
    package static func runAll(_ bodies: [@Sendable () -> Void]) {
        var threads: [pthread_t] = []
        var inline: [@Sendable () -> Void] = []
        for body in bodies {
            if let thread = start(body) { threads.append(thread) } else { inline.append(body) }
        }
        for body in inline { body() }
        for thread in threads { join(thread) }
    }

    /// Starts `body` on a new thread, or returns nil when no thread can be made.
    package static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            #if canImport(Darwin)
            let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
            #else
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            #endif
            box.body()
            return nil
        }, box)
        guard status == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            return nil
        }
        return thread
    }

    /// Waits for a thread `start` made.
    package static func join(_ thread: pthread_t) {
        pthread_join(thread, nil)
    }

    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
