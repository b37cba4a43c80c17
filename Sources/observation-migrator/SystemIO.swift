import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error, and the one child process the command starts
/// (`git status`), over the C library.
///
/// The command imports FoundationEssentials, not Foundation: on Linux,
/// Foundation's libraries cost every run several milliseconds to load and
/// start before the first file is read, and the command needs none of what
/// only Foundation has (`FileHandle`, `Process`).
enum StandardStream {
    case output, error

    private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// Writes all of `text`; an error of the stream is ignored.
    func write(_ text: String) {
        _ = writeAll(text, to: descriptor)
    }
}

/// Writes all of `text` to a file descriptor, retrying after an interrupted
/// or partial write; false on an error, with `errno` telling which.
func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
        var written = 0
        while written < bytes.count {
            let result = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += result
        }
        return true
    }
}

/// Runs a program found on `PATH` and returns its standard output, its
/// standard error and its exit status. Nil when it cannot start.
enum ChildProcess {
    static func output(of arguments: [String]) -> (output: [UInt8], error: [UInt8], status: Int32)? {
        guard !arguments.isEmpty else { return nil }
        var outputEnds: [Int32] = [0, 0]
        var errorEnds: [Int32] = [0, 0]
        guard pipe(&outputEnds) == 0 else { return nil }
        guard pipe(&errorEnds) == 0 else {
            close(outputEnds[0])
            close(outputEnds[1])
            return nil
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outputEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errorEnds[1], STDERR_FILENO)
        for end in outputEnds + errorEnds { posix_spawn_file_actions_addclose(&actions, end) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let started = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        close(outputEnds[1])
        close(errorEnds[1])
        guard started == 0 else {
            close(outputEnds[0])
            close(errorEnds[0])
            return nil
        }
        // Standard error on another thread: a child that fills one pipe while
        // the other is read would wait for ever.
        let errorReader = BackgroundRead(errorEnds[0])
        let output = readAll(outputEnds[0])
        let error = errorReader.value
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // Exited normally: the status is in bits 8–15 (WIFEXITED/WEXITSTATUS, macros Swift does not import).
        guard status & 0x7f == 0 else { return nil }
        return (output, error, (status >> 8) & 0xff)
    }

    /// Everything a descriptor gives until its end; closes it.
    static func readAll(_ descriptor: Int32) -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            output += buffer[..<count]
        }
        close(descriptor)
        return output
    }

    /// `readAll` of a descriptor on another thread.
    private final class BackgroundRead: @unchecked Sendable {
        private var bytes: [UInt8] = []
        private let group = DispatchGroup()

        init(_ descriptor: Int32) {
            DispatchQueue.global().async(group: group) { [self] in bytes = ChildProcess.readAll(descriptor) }
        }

        var value: [UInt8] {
            group.wait()
            return bytes
        }
    }
}
