import SwiftParser
import SwiftSyntax

/// Parses a file's text, unless its `#if` blocks nest deeper than the parser
/// can take. The parser bounds its own recursion for every construct (past
/// 256 levels it reports an error and stops descending) except one: its
/// look-ahead over `#if` blocks of attributes recurses once per level with no
/// bound, and overflows even a `WorkerThread` stack at some depth. Such a
/// file is one the parser would reject anyway (deeper than 256), so turning
/// it away unparsed changes no result.
package enum SourceParsing {
    /// Deeper than the parser accepts (256), far below what a worker's
    /// stack takes (tens of thousands of levels).
    package static let maximumConditionalDepth = 1_000

    /// The tree of `text`, or nil when its `#if` nesting is too deep to parse.
    package static func parse(_ text: String) -> SourceFileSyntax? {
        guard conditionalDepth(of: text) <= maximumConditionalDepth else { return nil }
        return Parser.parse(source: text)
    }

    /// How deep lines that begin with `#if` nest, each `#endif` line closing
    /// one (a stray `#endif` before any `#if` counts for nothing). Lines in
    /// comments and strings count too: an `#if` there makes the count higher,
    /// an `#endif` lower, which only text written to defeat the count does
    /// inside nested blocks; the worker stack's margin still holds for it.
    package static func conditionalDepth(of text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var depth = 0
            var deepest = 0
            var atLineStart = true
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    atLineStart = true
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                    // Blanks keep the line's start.
                } else {
                    if atLineStart, byte == UInt8(ascii: "#") {
                        if directive("if", at: index + 1, in: bytes) {
                            depth += 1
                            deepest = max(deepest, depth)
                        } else if directive("endif", at: index + 1, in: bytes) {
                            depth = max(0, depth - 1)
                        }
                    }
                    atLineStart = false
                }
                index += 1
            }
            return deepest
        }
    }

    /// Whether `word` starts at `start` and is not the start of a longer word.
    private static func directive(_ word: StaticString, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = word.utf8CodeUnitCount
        guard start + length <= bytes.count else { return false }
        for offset in 0..<length where bytes[start + offset] != word.utf8Start[offset] { return false }
        guard start + length < bytes.count else { return true }
        let next = bytes[start + length]
        let isIdentifier = (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z"))
            || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) || next == UInt8(ascii: "_") || next >= 0x80
        return !isIdentifier
    }
}
