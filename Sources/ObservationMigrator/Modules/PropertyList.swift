import SyntaxSupport

/// A value of an old-style (OpenStep) property list, the format of Xcode's
/// `project.pbxproj`: strings, arrays and dictionaries. Data (`<0fbd77>`) is
/// kept as its text; numbers are strings, as the format has no other scalar.
enum PropertyList: Sendable, Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary(Dictionary)

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    var dictionary: Dictionary? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// A dictionary's entries in the list's order. Most of a project's
    /// dictionaries hold a handful of keys and are read a few times: they are
    /// searched in turn, and only a large one (the project's `objects`) is
    /// hashed. A key given twice means its last value, as in a dictionary
    /// built entry by entry.
    struct Dictionary: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
        private(set) var entries: [(key: String, value: PropertyList)]
        /// Each key's last place in `entries`, for a large dictionary.
        private var places: [String: Int]?

        /// More entries than this are hashed.
        private static let searchedInTurn = 16

        init(_ entries: [(key: String, value: PropertyList)]) {
            self.entries = entries
            guard entries.count > Self.searchedInTurn else { return }
            var places: [String: Int] = [:]
            places.reserveCapacity(entries.count)
            for (place, entry) in entries.enumerated() { places[entry.key] = place }
            self.places = places
        }

        init(dictionaryLiteral elements: (String, PropertyList)...) {
            self.init(elements.map { (key: $0.0, value: $0.1) })
        }

        subscript(key: String) -> PropertyList? {
            if let places { return places[key].map { entries[$0].value } }
            return entries.last { $0.key == key }?.value
        }

        /// The number of distinct keys.
        var count: Int { places?.count ?? Set(entries.map(\.key)).count }

        /// Each key once, with its last value, in the list's order.
        func makeIterator() -> IndexingIterator<[(key: String, value: PropertyList)]> {
            let last = places ?? Swift.Dictionary(entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { $1 })
            guard last.count < entries.count else { return entries.makeIterator() }
            return entries.enumerated().filter { last[$1.key] == $0 }.map(\.element).makeIterator()
        }

        /// Equal when they map the same keys to equal values, whatever the order.
        static func == (lhs: Dictionary, rhs: Dictionary) -> Bool {
            func map(_ dictionary: Dictionary) -> [String: PropertyList] {
                Swift.Dictionary(dictionary.entries, uniquingKeysWith: { $1 })
            }
            return map(lhs) == map(rhs)
        }
    }

    /// What a malformed list is refused with: the byte offset and what was expected.
    struct ParseError: Error, Equatable, CustomStringConvertible {
        var offset: Int
        var expected: String
        var description: String { "expected \(expected) at byte \(offset)" }
    }

    /// Parses a whole list: one value, surrounded only by whitespace and comments.
    ///
    /// The grammar, as Xcode writes it:
    /// - a dictionary is `{ key = value; … }` (keys are strings),
    /// - an array is `( value, value, )` (the last comma optional),
    /// - a string is quoted (`"…"` or `'…'`, with `\"`, `\\`, `\n`, `\t`,
    ///   `\U00e9` and octal `\351` escapes) or bare (`Sources/App.swift`,
    ///   `com.apple.product-type.application`, `13E8F0A12B3C4D5E00F1A2B3`),
    /// - `/* … */` and `// …` comments go anywhere whitespace may.
    static func parse(_ text: String) throws(ParseError) -> PropertyList {
        var scanner = PropertyListScanner(bytes: Array(text.utf8))
        let value = try scanner.value(depth: 0)
        try scanner.skipTrivia()
        guard scanner.isAtEnd else { throw scanner.error("the end of the file") }
        return value
    }

    /// The UTF-8 offset of the first place `key` stands as a dictionary key
    /// (`key /* comment */ = …`), its comments skipped as the parser skips them.
    static func offsetOfKey(_ key: String, in text: String) -> Int? {
        let bytes = Array(text.utf8)
        return TextScan.offsets(of: [key], in: text).first { offset in
            var scanner = PropertyListScanner(bytes: bytes, index: offset + key.utf8.count)
            guard (try? scanner.skipTrivia()) != nil else { return false }
            return scanner.peek() == UInt8(ascii: "=")
        }
    }
}

/// A hand-written recursive-descent scanner over the UTF-8 bytes of a list.
private struct PropertyListScanner {
    let bytes: [UInt8]
    var index = 0

    /// Deeper nesting than any project has is refused rather than risking the stack.
    static let maximumDepth = 200

    var isAtEnd: Bool { index >= bytes.count }

    func error(_ expected: String) -> PropertyList.ParseError {
        PropertyList.ParseError(offset: index, expected: expected)
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func skipTrivia() throws(PropertyList.ParseError) {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                // A project file is about a third comments: the end is found with memchr.
                guard let end = offset(of: Self.commentEnd, from: index + 2) else { throw error("the end of a comment") }
                index = end + Self.commentEnd.count
            default:
                return
            }
        }
    }

    private static let commentEnd = Array("*/".utf8)

    /// Where `pattern` next occurs at or after `start`, if it does.
    func offset(of pattern: [UInt8], from start: Int) -> Int? {
        guard start <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            pattern.withUnsafeBufferPointer { pattern in
                TextScan.firstOffset(of: pattern, in: UnsafeBufferPointer(rebasing: buffer[start...])).map { start + $0 }
            }
        }
    }

    mutating func value(depth: Int) throws(PropertyList.ParseError) -> PropertyList {
        guard depth < Self.maximumDepth else { throw error("less nesting") }
        try skipTrivia()
        guard let byte = peek() else { throw error("a value") }
        switch byte {
        case UInt8(ascii: "{"):
            return try dictionary(depth: depth)
        case UInt8(ascii: "("):
            return try array(depth: depth)
        case UInt8(ascii: "<"):
            return .string(try data())
        default:
            return .string(try string())
        }
    }

    mutating func dictionary(depth: Int) throws(PropertyList.ParseError) -> PropertyList {
        index += 1 // {
        var entries: [(key: String, value: PropertyList)] = []
        while true {
            try skipTrivia()
            guard let byte = peek() else { throw error("`}`") }
            if byte == UInt8(ascii: "}") {
                index += 1
                return .dictionary(PropertyList.Dictionary(entries))
            }
            let key = try string()
            try skipTrivia()
            guard peek() == UInt8(ascii: "=") else { throw error("`=`") }
            index += 1
            let value = try value(depth: depth + 1)
            try skipTrivia()
            guard peek() == UInt8(ascii: ";") else { throw error("`;`") }
            index += 1
            entries.append((key, value))
        }
    }

    mutating func array(depth: Int) throws(PropertyList.ParseError) -> PropertyList {
        index += 1 // (
        var elements: [PropertyList] = []
        while true {
            try skipTrivia()
            guard let byte = peek() else { throw error("`)`") }
            if byte == UInt8(ascii: ")") {
                index += 1
                return .array(elements)
            }
            elements.append(try value(depth: depth + 1))
            try skipTrivia()
            switch peek() {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: ")"):
                continue
            default:
                throw error("`,` or `)`")
            }
        }
    }

    /// `<0fbd7781 ab>`: kept as the text between the brackets.
    mutating func data() throws(PropertyList.ParseError) -> String {
        let start = index
        index += 1
        while let byte = peek(), byte != UInt8(ascii: ">") { index += 1 }
        guard !isAtEnd else {
            index = start
            throw error("`>`")
        }
        defer { index += 1 }
        return text((start + 1)..<index)
    }

    /// Bytes that end a bare word: whitespace and the format's punctuation.
    static func endsBareWord(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C,
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","),
             UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: ">"):
            return true
        default:
            return false
        }
    }

    mutating func string() throws(PropertyList.ParseError) -> String {
        guard let first = peek() else { throw error("a string") }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return try quoted(first) }
        let start = index
        while let byte = peek(), !Self.endsBareWord(byte) {
            // A comment right after a word ends it (`name/* c */`); a lone `/` is part of a path.
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") || peek(1) == UInt8(ascii: "/"), index > start { break }
            index += 1
        }
        guard index > start else { throw error("a string") }
        return text(start..<index)
    }

    /// The text of a range of the bytes.
    func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    mutating func quoted(_ quote: UInt8) throws(PropertyList.ParseError) -> String {
        let start = index
        index += 1
        var output: [UInt8] = []
        while true {
            guard let byte = peek() else {
                index = start
                throw error("the closing quote of a string")
            }
            index += 1
            if byte == quote { break }
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                continue
            }
            guard let escaped = peek() else { continue }
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "v"): output.append(0x0B)
            case UInt8(ascii: "a"): output.append(0x07)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                appendScalar(readCodeUnit(), to: &output)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = peek(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + UInt32(digit - UInt8(ascii: "0"))
                    index += 1
                }
                appendScalar(value, to: &output)
            default:
                // `\"`, `\\`, `\'` and any other character stand for themselves.
                output.append(escaped)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Up to four hex digits after `\U`; a high surrogate joins the `\U` low surrogate after it.
    mutating func readCodeUnit() -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else { break }
            value = value * 16 + digit
            index += 1
        }
        if (0xD800...0xDBFF).contains(value), peek() == UInt8(ascii: "\\"),
           peek(1) == UInt8(ascii: "U") || peek(1) == UInt8(ascii: "u") {
            let saved = index
            index += 2
            var low: UInt32 = 0
            var digits = 0
            while digits < 4, let byte = peek(), let digit = Self.hexValue(byte) {
                low = low * 16 + digit
                index += 1
                digits += 1
            }
            if (0xDC00...0xDFFF).contains(low) { return 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00) }
            index = saved
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        output.append(contentsOf: String(Character(scalar)).utf8)
    }
}
