#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-level searches over source text, for the cheap checks that decide
/// whether a file needs parsing or a pass at all (never for editing).
package enum TextScan {
    /// Whether `needle` occurs in `text`, comparing UTF-8 bytes.
    package static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                find(pattern, in: haystack)
            }
        }
    }

    /// Whether `needle` occurs in `text`, comparing UTF-8 bytes.
    package static func contains(_ text: Substring, _ needle: String) -> Bool {
        var needle = needle
        let found = text.utf8.withContiguousStorageIfAvailable { haystack in
            needle.withUTF8 { find($0, in: haystack) }
        }
        return found ?? contains(String(text), needle)
    }

    /// The UTF-8 offsets where any of `needles` starts in `text`, sorted.
    package static func offsets(of needles: [String], in text: String) -> [Int] {
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

    /// Words looked for together (see `containsAny`), grouped by the byte
    /// each is looked for by: its rarest.
    package struct Words: Sendable {
        fileprivate struct Word: Sendable {
            /// Where its bytes are in `bytes`, and where its anchor is in it.
            let start: Int
            let count: Int
            let anchor: Int
        }
        /// Every word's bytes, one after the other.
        fileprivate let bytes: [UInt8]
        /// The words of each anchor byte.
        fileprivate let groups: [(anchor: UInt8, words: [Word])]

        package init(_ words: some Sequence<String>) {
            var bytes: [UInt8] = []
            var byAnchor: [UInt8: [Word]] = [:]
            for word in Set(words).sorted() {
                let wordBytes = Array(word.utf8)
                guard let anchor = wordBytes.withUnsafeBufferPointer(TextScan.anchor) else { continue }
                byAnchor[wordBytes[anchor], default: []].append(Word(start: bytes.count, count: wordBytes.count, anchor: anchor))
                bytes += wordBytes
            }
            self.bytes = bytes
            groups = byAnchor.keys.sorted().map { anchor in (anchor, byAnchor[anchor] ?? []) }
        }
    }

    /// Whether any of `words` occurs in `text`, comparing UTF-8 bytes: one
    /// memchr pass per anchor byte, the words sharing it compared at each hit
    /// (first and last byte, then the whole).
    package static func containsAny(_ words: Words, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { haystack in
            words.bytes.withUnsafeBufferPointer { all in
                guard let base = haystack.baseAddress, let allBase = all.baseAddress else { return false }
                for group in words.groups {
                    var start = 0
                    while start < haystack.count, let hit = memchr(base + start, Int32(group.anchor), haystack.count - start) {
                        let position = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                        for word in group.words {
                            let begin = position - word.anchor
                            let end = begin + word.count
                            guard begin >= 0, end <= haystack.count, haystack[begin] == all[word.start],
                                  haystack[end - 1] == all[word.start + word.count - 1] else { continue }
                            if memcmp(base + begin, allBase + word.start, word.count) == 0 { return true }
                        }
                        start = position + 1
                    }
                }
                return false
            }
        }
    }

    /// The UTF-8 offsets in `range` of `text` where any of `words` occurs as a
    /// word of its own (no ASCII letter, digit or `_` right before or after
    /// it, nor `$` before it), sorted; nil when there are more than `limit`.
    /// A name token of the text is always found; an offset found may still be
    /// inside another token, a comment or a string.
    package static func wordOffsets(of words: [String], in text: String, within range: Range<Int>, limit: Int) -> [Int]? {
        var text = text
        var offsets: [Int] = []
        let complete: Bool = text.withUTF8 { bytes in
            guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
            let haystack = UnsafeBufferPointer(rebasing: bytes[range])
            for var word in words {
                let fits = word.withUTF8 { pattern in
                    !forEachOccurrence(of: pattern, in: haystack) { start in
                        let end = start + pattern.count
                        guard start == 0 || !(continuesWord(haystack[start - 1]) || haystack[start - 1] == UInt8(ascii: "$")),
                              end == haystack.count || !continuesWord(haystack[end]) else { return false }
                        offsets.append(range.lowerBound + start)
                        return offsets.count > limit
                    }
                }
                if !fits { return false }
            }
            return true
        }
        return complete ? offsets.sorted() : nil
    }

    /// An ASCII letter, digit or `_`: no name token starts or ends next to one.
    private static func continuesWord(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// The offset of the first occurrence of `pattern` in `haystack`, if any.
    package static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        var found: Int?
        _ = forEachOccurrence(of: pattern, in: haystack) { offset in
            found = offset
            return true
        }
        return found
    }

    package static func find(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !pattern.isEmpty else { return true }
        return forEachOccurrence(of: pattern, in: haystack) { _ in true }
    }

    /// Calls `body` with the offset of each occurrence of `pattern`, in order,
    /// until it returns true; returns whether it did. memchr for the pattern's
    /// rarest byte (`$` of `.$`, `j` of `ObservableObject`: a common first
    /// byte stops memchr at every few bytes), then memcmp for the whole.
    package static func forEachOccurrence(
        of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool
    ) -> Bool {
        guard !pattern.isEmpty, let patternBase = pattern.baseAddress, let base = haystack.baseAddress, pattern.count <= haystack.count else { return false }
        let anchor = anchor(of: pattern) ?? 0
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

    /// Where a pattern's rarest byte is (the first of the rarest); nil when it is empty.
    private static func anchor(of pattern: UnsafeBufferPointer<UInt8>) -> Int? {
        pattern.indices.min { commonness[Int(pattern[$0])] < commonness[Int(pattern[$1])] }
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
package struct LineTable: Sendable {
    private let starts: [Int]

    package init(_ text: String) {
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

    /// The 1-based line and column (in UTF-8 bytes) of a UTF-8 offset.
    package func lineAndColumn(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
