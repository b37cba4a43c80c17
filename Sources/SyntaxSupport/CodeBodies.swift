/// Where a file's code bodies are, read from its bytes alone: the braces of
/// functions, initializers, accessors, closures and statements, as opposed
/// to those of type declarations and extensions. A name written only inside
/// code bodies is a use in code; what such a body declares (its locals) is
/// seen by no other file.
///
/// A brace opens what the last declaring keyword before it (outside
/// parentheses and brackets, since the last brace or `;`) declares: a type
/// for `struct`, `enum`, `actor`, `protocol`, `extension` and `class`, code
/// for `func`, `init`, `deinit`, `subscript`, `var` and `let` (`class func`
/// is code), and code when there is none (a closure, a statement, an
/// accessor). A type's header never ends in a keyword of code, so a
/// misreading can only take code for a type's body, which claims less code.
///
/// The reading is certain or it gives up: `ranges` is nil when the braces do
/// not balance, a literal does not close, a `/` may open a regex literal, a
/// `#if` branch opens or closes a brace of its own, or code declares a type or a type
/// alias of its own (a local type, which the rest of the tool may take for
/// a member).
package struct CodeBodies {
    /// The outermost code bodies, from `{` to the matching `}` included, in
    /// UTF-8 offsets, in order; nil when the text could not be read with
    /// certainty.
    package let ranges: [Range<Int>]?

    package init(_ text: String) {
        var text = text
        ranges = text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            return reader.read()
        }
    }

    /// Whether the UTF-8 offset is inside a code body; false when the text
    /// could not be read.
    package func contains(_ offset: Int) -> Bool {
        guard let ranges else { return false }
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(offset)
    }

    private struct Failed: Error {}

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Open braces, innermost last: whether each opens code.
        var braces: [Bool] = []
        /// How many of `braces` open code, and where the outermost one opened.
        var codeDepth = 0
        var outermostStart = 0
        var ranges: [Range<Int>] = []
        /// The header of the next brace: whether its last declaring keyword
        /// outside parentheses and brackets declares a type (no keyword opens
        /// code), and how deep in those the reading is.
        var headerOpensType = false
        var nesting = 0
        /// The last byte that was neither blank nor part of a comment.
        var previous: UInt8 = 0
        /// Interpolations open inside string literals, to bound recursion.
        var interpolationDepth = 0
        /// Whether code declares a type or a type alias.
        var codeDeclaresType = false
        /// The brace depth of each open `#if`, innermost last.
        var directives: [Int] = []

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func read() -> [Range<Int>]? {
            do {
                try readCode(untilClosingParenthesis: false)
                return braces.isEmpty && directives.isEmpty && !codeDeclaresType ? ranges : nil
            } catch {
                return nil
            }
        }

        /// Reads code to the end of the text, or, in an interpolation, to the
        /// parenthesis that closes it (the index is then after it).
        private mutating func readCode(untilClosingParenthesis: Bool) throws(Failed) {
            var parentheses = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    index += 1
                    continue
                case UInt8(ascii: "/") where next(is: "/"):
                    while index < bytes.count, !IdentifierMatcher.isLineBreak(bytes[index]) { index += 1 }
                    continue
                case UInt8(ascii: "/") where next(is: "*"):
                    try skipBlockComment()
                    continue
                case UInt8(ascii: "/"):
                    // A `/` followed by a blank is an operator (a bare regex
                    // literal cannot start with one); any other may open a
                    // regex literal (`/\{/`), which only the parser tells.
                    guard index + 1 < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index + 1]) else {
                        throw Failed()
                    }
                    index += 1
                case UInt8(ascii: "\""):
                    try skipString(hashes: 0)
                case UInt8(ascii: "#"):
                    var hashes = 0
                    while index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
                    if index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "\"") {
                        index += hashes
                        try skipString(hashes: hashes)
                    } else if index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "/") {
                        index += hashes
                        try skipExtendedRegex(hashes: hashes)
                    } else {
                        index += hashes
                        if hashes == 1 { try readDirective() }
                    }
                case UInt8(ascii: "`"):
                    // A backticked name is a name, never a keyword.
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "`") {
                        guard !IdentifierMatcher.isLineBreak(bytes[index]) else { throw Failed() }
                        index += 1
                    }
                    guard index < bytes.count else { throw Failed() }
                    index += 1
                case UInt8(ascii: "{"):
                    open()
                    index += 1
                case UInt8(ascii: "}"):
                    try close()
                    index += 1
                case UInt8(ascii: ";"):
                    resetHeader()
                    index += 1
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    parentheses += 1
                    nesting += 1
                    index += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    parentheses -= 1
                    nesting = max(0, nesting - 1)
                    index += 1
                    if untilClosingParenthesis, parentheses < 0 {
                        guard byte == UInt8(ascii: ")") else { throw Failed() }
                        previous = byte
                        return
                    }
                default:
                    if IdentifierMatcher.byteClasses[Int(byte)] & IdentifierMatcher.startsIdentifier != 0 {
                        readWord()
                        continue
                    }
                    index += 1
                }
                previous = byte
            }
            if untilClosingParenthesis { throw Failed() }
        }

        /// After a `#`: `#if`, `#elseif`, `#else` and `#endif` must each
        /// stand at the brace depth of their `#if`; a branch that opens or
        /// closes a brace of its own cannot be read from bytes.
        private mutating func readDirective() throws(Failed) {
            let start = index
            while index < bytes.count, IdentifierMatcher.byteClasses[Int(bytes[index])] & IdentifierMatcher.continuesIdentifier != 0 { index += 1 }
            let word = Array(bytes[start..<index])
            if word == Array("if".utf8) {
                directives.append(braces.count)
            } else if word == Array("elseif".utf8) || word == Array("else".utf8) || word == Array("endif".utf8) {
                guard directives.last == braces.count else { throw Failed() }
                if word == Array("endif".utf8) { directives.removeLast() }
            }
        }

        private func next(is character: Unicode.Scalar) -> Bool {
            index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: character)
        }

        /// A word: a declaring keyword sets what the next brace opens.
        private mutating func readWord() {
            let start = index
            while index < bytes.count, IdentifierMatcher.byteClasses[Int(bytes[index])] & IdentifierMatcher.continuesIdentifier != 0 { index += 1 }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
            defer { previous = bytes[index - 1] }
            // `.init`, `x.class`: a member, not a declaration.
            guard previous != UInt8(ascii: "."), let keyword = Self.keyword(word) else { return }
            switch keyword {
            case .typeAlias:
                // A type alias declared in code: a local one.
                if codeDepth > 0 { codeDeclaresType = true }
            case .letBinding where previous == UInt8(ascii: "<") || previous == UInt8(ascii: ","):
                // `let` in a generic parameter list (`struct Vector<let count: Int>`).
                break
            case .declaresType, .declaresCode, .letBinding:
                if nesting == 0 { headerOpensType = keyword == .declaresType }
            }
        }

        private mutating func open() {
            let opensCode = !headerOpensType
            if !opensCode, codeDepth > 0 { codeDeclaresType = true }
            if opensCode {
                if codeDepth == 0 { outermostStart = index }
                codeDepth += 1
            }
            braces.append(opensCode)
            resetHeader()
        }

        private mutating func close() throws(Failed) {
            guard let opensCode = braces.popLast() else { throw Failed() }
            if opensCode {
                codeDepth -= 1
                if codeDepth == 0 { ranges.append(outermostStart..<(index + 1)) }
            }
            resetHeader()
        }

        private mutating func resetHeader() {
            headerOpensType = false
            nesting = 0
        }

        private mutating func skipBlockComment() throws(Failed) {
            var depth = 0
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
            throw Failed()
        }

        /// From the opening quote of a string literal with `hashes` `#`s
        /// before it, to after its closing delimiter; interpolations are read
        /// as code.
        private mutating func skipString(hashes: Int) throws(Failed) {
            let multiline = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: index + 1) {
                    index += 1 + hashes
                    guard index < bytes.count else { throw Failed() }
                    if bytes[index] == UInt8(ascii: "(") {
                        index += 1
                        interpolationDepth += 1
                        guard interpolationDepth < 32 else { throw Failed() }
                        try readCode(untilClosingParenthesis: true)
                        interpolationDepth -= 1
                    } else {
                        index += 1
                    }
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    if (0..<quotes).allSatisfy({ index + $0 < bytes.count && bytes[index + $0] == UInt8(ascii: "\"") }),
                       hashesFollow(hashes, at: index + quotes) {
                        index += quotes + hashes
                        return
                    }
                }
                if !multiline, IdentifierMatcher.isLineBreak(byte) { throw Failed() }
                index += 1
            }
            throw Failed()
        }

        /// `#/…/#`, from its `/` to after the closing `/` and `#`s.
        private mutating func skipExtendedRegex(hashes: Int) throws(Failed) {
            index += 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), hashesFollow(hashes, at: index + 1) {
                    index += 1 + hashes
                    return
                }
                index += 1
            }
            throw Failed()
        }

        private func hashesFollow(_ hashes: Int, at start: Int) -> Bool {
            guard start + hashes <= bytes.count else { return false }
            return (0..<hashes).allSatisfy { bytes[start + $0] == UInt8(ascii: "#") }
        }

        /// The keywords that decide what a brace opens.
        private enum Keyword {
            /// `struct`, `enum`, `actor`, `protocol`, `extension`, `class`.
            case declaresType
            /// `func`, `init`, `deinit`, `subscript`, `var`.
            case declaresCode
            /// `let`: code, unless in a generic parameter list.
            case letBinding
            /// `typealias`: opens nothing, but in code it declares a local type.
            case typeAlias
        }

        private static func keyword(_ word: UnsafeBufferPointer<UInt8>) -> Keyword? {
            guard (3...9).contains(word.count) else { return nil }
            for (text, keyword) in keywords where word.count == text.count && word.elementsEqual(text) {
                return keyword
            }
            return nil
        }

        private static let keywords: [([UInt8], Keyword)] = ([
            ("struct", .declaresType), ("enum", .declaresType), ("actor", .declaresType),
            ("protocol", .declaresType), ("extension", .declaresType), ("class", .declaresType),
            ("func", .declaresCode), ("init", .declaresCode), ("deinit", .declaresCode),
            ("subscript", .declaresCode), ("var", .declaresCode), ("let", .letBinding), ("typealias", .typeAlias),
        ] as [(String, Keyword)]).map { (Array($0.0.utf8), $0.1) }
    }
}
