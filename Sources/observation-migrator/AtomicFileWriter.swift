#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written; the file is then left exactly as it was.
enum WriteError: Error, LocalizedError {
    case changedOnDisk(String)
    case cannotWrite(String, String)

    var errorDescription: String? {
        switch self {
        case .changedOnDisk(let path): return "\(path): changed on disk since it was read; not overwritten"
        case .cannotWrite(let path, let reason): return "\(path): cannot write: \(reason); left unchanged"
        }
    }
}

/// Replaces a file's contents all at once: the new text goes to a temporary
/// file beside it, which then takes the original's place in one step, so a
/// reader or an interrupted run sees either the old file or the new one,
/// never a mix. Permissions are kept.
///
/// The step is an exchange of the two names (`renameat2(RENAME_EXCHANGE)` on
/// Linux, `renamex_np(RENAME_SWAP)` on macOS), not a plain `rename(2)`: the
/// file it takes out is then at hand, and if someone edited it after the
/// last check, the names are exchanged back and their edit stays. A file
/// system that cannot exchange gets the plain rename after the last check.
enum AtomicFileWriter {
    /// Runs just before the exchange (tests only: an edit at the last moment).
    nonisolated(unsafe) static var beforeExchange: ((String) -> Void)?

    static func replace(_ url: URL, expectedOriginal: Data, with text: String) throws {
        let path = url.path
        let display = displayPath(url)
        guard let current = FileManager.default.contents(atPath: path), current == expectedOriginal else {
            throw WriteError.changedOnDisk(display)
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw WriteError.cannotWrite(display, String(cString: strerror(errno))) }
        // A file without write permission is left alone, even for root.
        guard info.st_mode & 0o222 != 0, access(path, W_OK) == 0 else { throw WriteError.cannotWrite(display, "the file is read-only") }
        let directory = url.deletingLastPathComponent().path
        var template = Array("\(directory)/\(temporaryName(for: url.lastPathComponent))".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw WriteError.cannotWrite(display, String(cString: strerror(errno))) }
        let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Whatever happens, the temporary name is gone at the end.
        defer { unlink(temporaryPath) }
        guard writeAll(text, to: descriptor) else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw WriteError.cannotWrite(display, reason)
        }
        fchmod(descriptor, info.st_mode & 0o7777)
        guard fsync(descriptor) == 0, close(descriptor) == 0 else {
            throw WriteError.cannotWrite(display, String(cString: strerror(errno)))
        }
        // Last check just before the swap: nobody edited the file meanwhile.
        guard FileManager.default.contents(atPath: path) == expectedOriginal else { throw WriteError.changedOnDisk(display) }
        beforeExchange?(path)
        if exchange(temporaryPath, path) {
            // The temporary name now holds what was at the path at the exchange.
            guard FileManager.default.contents(atPath: temporaryPath) == expectedOriginal else {
                _ = exchange(temporaryPath, path)
                throw WriteError.changedOnDisk(display)
            }
            return
        }
        guard rename(temporaryPath, path) == 0 else { throw WriteError.cannotWrite(display, String(cString: strerror(errno))) }
    }

    /// The temporary file's name pattern: hidden, beside the file, and within
    /// the 255 bytes a name may have however long the file's own name is (a
    /// long name is shortened at a character boundary).
    static func temporaryName(for name: String) -> String {
        let suffix = ".observation-migrator-XXXXXX"
        var kept = Substring(name)
        while 1 + kept.utf8.count + suffix.utf8.count > 255 { kept = kept.dropLast() }
        return "." + kept + suffix
    }

    #if os(Linux)
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameAt2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }
    #endif

    /// Exchanges the files at two paths in one step; false when the system
    /// or the file system cannot (nothing was changed then).
    private static func exchange(_ first: String, _ second: String) -> Bool {
        #if os(Linux)
        // glibc has `renameat2` since 2.28; Swift's Glibc module does not declare it.
        guard let renameat2 = renameAt2 else { return false }
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
        #elseif canImport(Darwin)
        return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
        return false
        #endif
    }
}
