/// Finds which of a set of identifiers a text contains as whole words, in one
/// pass over its UTF-8 bytes (hash of each identifier run, then an exact
/// comparison on a hash hit). A line that is a comment from its first
/// non-blank byte is skipped: licence headers and doc comments name types
/// without using them.
package struct IdentifierMatcher: Sendable {
    /// Where a name counts.
    package enum Position: Sendable {
        case anywhere
        /// In the type name right after `extension` (`extension Outer.Name`).
        case extended
        /// Right after a keyword that declares or extends a type (`class Name`,
        /// `typealias Name`, `extension Outer.Name`).
        case declared
    }

    private var position = Position.anywhere
    /// Each name's bytes and its position in the list given.
    private var candidates: [UInt64: [(bytes: [UInt8], id: Int)]] = [:]
    /// Cheap filters before hashing: which first bytes and lengths occur at all.
    private var firstBytes = [Bool](repeating: false, count: 256)
    private var lengths = [Bool](repeating: false, count: 256)

    package init(_ names: [String], in position: Position = .anywhere) {
        self.position = position
        for (id, name) in names.enumerated() {
            let bytes = Array(name.utf8)
            guard let first = bytes.first, bytes.count < 256 else { continue }
            candidates[Self.hash(bytes[...]), default: []].append((bytes, id))
            firstBytes[Int(first)] = true
            lengths[bytes.count] = true
        }
    }

    package var isEmpty: Bool { candidates.isEmpty }

    /// Calls `found` with the position (in the list given) of each name met
    /// and its UTF-8 offset in the text, in text order, until it returns true;
    /// returns whether it did.
    package func scan(_ text: String, _ found: (_ id: Int, _ offset: Int) -> Bool) -> Bool {
        Group([self]).scan(text) { _, id, offset in found(id, offset) }
    }

    /// Up to eight matchers that read a text in one pass, each where it looks.
    package struct Group: Sendable {
        private let matchers: [IdentifierMatcher]
        /// Which matchers can hold a name of each first byte and of each
        /// length, one bit each: most identifiers are ruled out by one test.
        private var firstByteMask = [UInt8](repeating: 0, count: 256)
        private var lengthMask = [UInt8](repeating: 0, count: 256)
        private let readsKeywords: Bool

        package init(_ matchers: [IdentifierMatcher]) {
            precondition(matchers.count <= 8, "a group holds up to eight matchers")
            self.matchers = matchers
            for (place, matcher) in self.matchers.enumerated() {
                for value in 0..<256 {
                    if matcher.firstBytes[value] { firstByteMask[value] |= 1 << place }
                    if matcher.lengths[value] { lengthMask[value] |= 1 << place }
                }
            }
            readsKeywords = matchers.contains { $0.position != .anywhere }
        }

        /// Calls `found` with the matcher's place in the group, the name's
        /// position in that matcher's list and its UTF-8 offset, in text
        /// order, until it returns true; returns whether it did.
        package func scan(_ text: String, _ found: (_ matcher: Int, _ id: Int, _ offset: Int) -> Bool) -> Bool {
            guard matchers.contains(where: { !$0.candidates.isEmpty }) else { return false }
            var text = text
            let classes = IdentifierMatcher.byteClasses
            return text.withUTF8 { bytes in
              classes.withUnsafeBufferPointer { classes in
                var index = 0
                let count = bytes.count
                // Whether the scan is in the type name after `extension`, and
                // after any keyword that declares or extends a type.
                var inExtendedName = false
                var inDeclaredName = false
                // Whether only spaces and tabs precede the byte on its line.
                var atLineStart = true
                while index < count {
                    let byte = bytes[index]
                    let byteClass = classes[Int(byte)]
                    guard byteClass & IdentifierMatcher.startsIdentifier != 0 else {
                        if byte == UInt8(ascii: " ") {
                            // Indentation and spacing change nothing: the whole run at once.
                            repeat { index += 1 } while index < count && bytes[index] == UInt8(ascii: " ")
                            continue
                        }
                        if byte == UInt8(ascii: "/"), atLineStart, let end = IdentifierMatcher.endOfCommentLine(bytes, at: index) {
                            // A comment line names nothing; the `/` ends a type name as before.
                            inExtendedName = false
                            inDeclaredName = false
                            index = end
                            continue
                        }
                        if byteClass & IdentifierMatcher.continuesTypeName == 0 {
                            inExtendedName = false
                            inDeclaredName = false
                        }
                        atLineStart = byteClass & IdentifierMatcher.breaksLine != 0 || (atLineStart && byte == UInt8(ascii: "\t"))
                        index += 1
                        continue
                    }
                    atLineStart = false
                    let start = index
                    while index < count, classes[Int(bytes[index])] & IdentifierMatcher.continuesIdentifier != 0 { index += 1 }
                    let length = index - start
                    let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    let keyword = readsKeywords ? IdentifierMatcher.declaringKeyword(run) : nil
                    // The matchers that may hold this run.
                    var possible = length < 256 ? firstByteMask[Int(byte)] & lengthMask[length] : 0
                    var hash: UInt64?
                    while possible != 0 {
                        let place = possible.trailingZeroBitCount
                        possible &= possible - 1
                        let matcher = matchers[place]
                        switch matcher.position {
                        case .anywhere: break
                        case .extended: guard keyword != .extension, inExtendedName else { continue }
                        case .declared: guard keyword == nil, inDeclaredName else { continue }
                        }
                        let runHash = hash ?? IdentifierMatcher.hash(run)
                        hash = runHash
                        if let names = matcher.candidates[runHash], let hit = names.first(where: { $0.bytes.elementsEqual(run) }),
                           found(place, hit.id, start) {
                            return true
                        }
                    }
                    if keyword == .extension { inExtendedName = true }
                    if keyword != nil { inDeclaredName = true }
                }
                return false
              }
            }
        }
    }

    private enum Keyword { case `extension`, other }

    package static func isLineBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

    /// Where the line ends (its line break, or the end of the text) when the
    /// text at `start`, the first non-blank byte of a line, is `//` and the
    /// line holds no backslash, `*/` or `#`; nil otherwise. Such a line is
    /// no code wherever it stands: a comment, a line inside a block comment
    /// that does not end on it, or a line of a multi-line string or regex
    /// literal without interpolation (`\(` needs the backslash) that does not
    /// close on it (a closing `"""` stands on its own line; `/#` and `"#`
    /// have a `#`).
    package static func endOfCommentLine(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "/") else { return nil }
        var index = start + 2
        while index < bytes.count, !isLineBreak(bytes[index]) {
            switch bytes[index] {
            case UInt8(ascii: "\\"), UInt8(ascii: "#"): return nil
            case UInt8(ascii: "/") where bytes[index - 1] == UInt8(ascii: "*"): return nil
            default: index += 1
            }
        }
        return index
    }

    /// Whether a run of bytes is a keyword that declares (`class`, `struct`,
    /// `enum`, `actor`, `protocol`, `typealias`) or extends a type.
    private static func declaringKeyword(_ run: UnsafeBufferPointer<UInt8>) -> Keyword? {
        let keyword: String
        switch (run.count, run.first) {
        case (5, UInt8(ascii: "c")): keyword = "class"
        case (6, UInt8(ascii: "s")): keyword = "struct"
        case (4, UInt8(ascii: "e")): keyword = "enum"
        case (5, UInt8(ascii: "a")): keyword = "actor"
        case (8, UInt8(ascii: "p")): keyword = "protocol"
        case (9, UInt8(ascii: "t")): keyword = "typealias"
        case (9, UInt8(ascii: "e")): keyword = "extension"
        default: return nil
        }
        guard run.elementsEqual(keyword.utf8) else { return nil }
        return keyword == "extension" ? .extension : .other
    }

    private static func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// The scan's byte classes, one bit each, looked up in `byteClasses`:
    /// a byte that starts an identifier (a letter, `_`, any non-ASCII byte),
    /// one that continues it (those and digits), and one that may sit between
    /// the parts of `extension Outer.Inner` (`.`, spaces, line breaks, digits).
    package static let startsIdentifier: UInt8 = 1
    package static let continuesIdentifier: UInt8 = 2
    package static let continuesTypeName: UInt8 = 4
    /// `\n` and `\r`.
    package static let breaksLine: UInt8 = 8

    package static let byteClasses: [UInt8] = (0..<256).map { value in
        let byte = UInt8(value)
        let isDigit = byte >= 0x30 && byte <= 0x39
        let starts = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        let inTypeName = byte == 0x2E || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || isDigit
        return (starts ? startsIdentifier : 0) | (starts || isDigit ? continuesIdentifier : 0) | (inTypeName ? continuesTypeName : 0)
            | (isLineBreak(byte) ? breaksLine : 0)
    }
}

