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

/// Runs a program found on `PATH` and returns its standard output and exit
/// status; its standard error goes to `/dev/null`. Nil when it cannot start.
enum ChildProcess {
    static func output(of arguments: [String]) -> (output: [UInt8], status: Int32)? {
        guard !arguments.isEmpty else { return nil }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, writeEnd, STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let started = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        close(writeEnd)
        guard started == 0 else {
            close(readEnd)
            return nil
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            output += buffer[..<count]
        }
        close(readEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // Exited normally: the status is in bits 8–15 (WIFEXITED/WEXITSTATUS, macros Swift does not import).
        guard status & 0x7f == 0 else { return nil }
        return (output, (status >> 8) & 0xff)
    }
}
