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
/// file beside it, which is then renamed over the original (`rename(2)` is
/// atomic within a directory), so a reader or an interrupted run sees either
/// the old file or the new one, never a mix. Permissions are kept.
enum AtomicFileWriter {
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
        var template = Array("\(directory)/.\(url.lastPathComponent).observation-migrator-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw WriteError.cannotWrite(display, String(cString: strerror(errno))) }
        let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
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
        guard rename(temporaryPath, path) == 0 else { throw WriteError.cannotWrite(display, String(cString: strerror(errno))) }
        succeeded = true
    }
}
