#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-level searches over source text, for the cheap checks that decide
/// whether a file needs parsing or a pass at all (never for editing).
enum TextScan {
    /// Whether `needle` occurs in `text`, comparing UTF-8 bytes.
    static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                find(pattern, in: haystack)
            }
        }
    }

    /// Whether `needle` occurs in `text`, comparing UTF-8 bytes.
    static func contains(_ text: Substring, _ needle: String) -> Bool {
        var needle = needle
        let found = text.utf8.withContiguousStorageIfAvailable { haystack in
            needle.withUTF8 { find($0, in: haystack) }
        }
        return found ?? contains(String(text), needle)
    }

    /// The UTF-8 offsets where any of `needles` starts in `text`, sorted.
    static func offsets(of needles: [String], in text: String) -> [Int] {
        var text = text
        var offsets: [Int] = []
        text.withUTF8 { haystack in
            for var needle in needles {
                needle.withUTF8 { pattern in
                    _ = forEachOccurrence(of: pattern, in: haystack) { offsets.append($0); return false }
                }
            }
        }
        return needles.count > 1 ? offsets.sorted() : offsets
    }

    /// The offset of the first occurrence of `pattern` in `haystack`, if any.
    static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        var found: Int?
        _ = forEachOccurrence(of: pattern, in: haystack) { offset in
            found = offset
            return true
        }
        return found
    }

    static func find(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !pattern.isEmpty else { return true }
        return forEachOccurrence(of: pattern, in: haystack) { _ in true }
    }

    /// Calls `body` with the offset of each occurrence of `pattern`, in order,
    /// until it returns true; returns whether it did. memchr for the pattern's
    /// rarest byte (`$` of `.$`, `j` of `ObservableObject`: a common first
    /// byte stops memchr at every few bytes), then memcmp for the whole.
    private static func forEachOccurrence(
        of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool
    ) -> Bool {
        guard !pattern.isEmpty, let patternBase = pattern.baseAddress, let base = haystack.baseAddress, pattern.count <= haystack.count else { return false }
        let anchor = pattern.indices.min { commonness[Int(pattern[$0])] < commonness[Int(pattern[$1])] } ?? 0
        let anchorByte = Int32(pattern[anchor])
        let lastStart = haystack.count - pattern.count
        // Occurrences start at `start`; their anchor byte sits `anchor` bytes later.
        var start = 0
        while start <= lastStart, let hit = memchr(base + start + anchor, anchorByte, lastStart - start + 1) {
            let position = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base - anchor
            if memcmp(base + position, patternBase, pattern.count) == 0, body(position) { return true }
            start = position + 1
        }
        return false
    }

    /// How common each byte is in Swift source, roughly: a higher value is
    /// more common. Bytes not listed (`$`, `@`, `#`, `j`, `q`, most capitals)
    /// are the rarest.
    private static let commonness: [Int] = {
        let fromMostCommon = Array(" \netaoirnslcdupmfgh.()bv:y,\"w=kST{}IC_DFVAPRMEBLNx0-1>[]2")
        var table = [Int](repeating: 0, count: 256)
        for (rank, character) in fromMostCommon.enumerated() {
            guard let byte = character.asciiValue else { continue }
            table[Int(byte)] = fromMostCommon.count - rank
        }
        return table
    }()
}

/// Line starts of a text, for turning UTF-8 offsets into 1-based lines and
/// columns (columns in UTF-8 bytes) as `SourceLocationConverter` does for
/// physical locations, from one pass over the bytes instead of a tree walk.
/// `\n`, `\r\n` and a lone `\r` each end a line.
struct LineTable: Sendable {
    private let starts: [Int]

    init(_ text: String) {
        var starts = [0]
        // Most files end lines with `\n` alone: memchr finds each one.
        var text = text
        let lineFeedsOnly: Bool = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, memchr(base, 13, bytes.count) == nil else { return false }
            var offset = 0
            while offset < bytes.count, let hit = memchr(base + offset, 10, bytes.count - offset) {
                offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
                starts.append(offset)
            }
            return true
        }
        if lineFeedsOnly {
            self.starts = starts
            return
        }
        var previousWasCarriageReturn = false
        var offset = 0
        for byte in text.utf8 {
            if byte == 10 {
                starts.append(offset + 1)
            } else if previousWasCarriageReturn {
                starts.append(offset)
            }
            previousWasCarriageReturn = byte == 13
            offset += 1
        }
        if previousWasCarriageReturn { starts.append(offset) }
        self.starts = starts
    }

    func position(ofUTF8Offset offset: Int) -> SourcePosition {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - starts[low] + 1)
    }
}
