import SwiftSyntax

package extension Trivia {
    /// The spaces and tabs after the last newline: the indentation of the line
    /// the trivia ends on (empty when the trivia has no newline).
    var indentationOfLastLine: Trivia {
        var pieces: [TriviaPiece] = []
        for piece in self.pieces.reversed() {
            switch piece {
            case .spaces, .tabs: pieces.insert(piece, at: 0)
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: return Trivia(pieces: pieces)
            default: pieces.removeAll()
            }
        }
        return Trivia(pieces: pieces)
    }

    /// A single line break of the kind this trivia uses, if it contains one.
    var lineBreak: Trivia? {
        for piece in pieces.reversed() {
            switch piece {
            case .newlines: return .newline
            case .carriageReturnLineFeeds: return .carriageReturnLineFeed
            case .carriageReturns: return .carriageReturn
            default: continue
            }
        }
        return nil
    }

    var containsComment: Bool { pieces.contains { $0.isComment } }

    /// Drops leading spaces/tabs and then one line break with the indentation
    /// after it: what is left between a removed attribute and the next token.
    var droppingLeadingSeparator: Trivia {
        var rest = pieces[...]
        while let first = rest.first, first.isSpaceOrTab { rest = rest.dropFirst() }
        if let first = rest.first, let reduced = first.droppingOneLineBreak {
            rest = rest.dropFirst()
            if let reduced { rest = [reduced] + rest }
            else { while let next = rest.first, next.isSpaceOrTab { rest = rest.dropFirst() } }
        }
        return Trivia(pieces: Array(rest))
    }

    /// Drops the line breaks (and blank space between them) at the start.
    var droppingLeadingLineBreaks: Trivia {
        Trivia(pieces: Array(pieces.drop { $0.isWhitespace }))
    }

    /// The part of leading trivia that belongs to what precedes a declaration
    /// rather than to the declaration: everything up to and including the last
    /// blank line, when that part holds a comment (a file header, say).
    var detachedHeader: Trivia {
        guard let index = pieces.lastIndex(where: { $0.lineBreakCount >= 2 }) else { return [] }
        let header = Array(pieces[...index])
        return header.contains(where: { $0.isComment }) ? Trivia(pieces: header) : []
    }
}

package extension TriviaPiece {
    var lineBreakCount: Int {
        switch self {
        case .newlines(let n), .carriageReturns(let n), .carriageReturnLineFeeds(let n): return n
        default: return 0
        }
    }

    /// For a line-break piece: the piece with one break fewer (nil when none remain);
    /// for any other piece: nil (not a line break).
    var droppingOneLineBreak: TriviaPiece?? {
        switch self {
        case .newlines(let n): return .some(n > 1 ? .newlines(n - 1) : nil)
        case .carriageReturns(let n): return .some(n > 1 ? .carriageReturns(n - 1) : nil)
        case .carriageReturnLineFeeds(let n): return .some(n > 1 ? .carriageReturnLineFeeds(n - 1) : nil)
        default: return nil
        }
    }
}

package extension Trivia {
    /// One level of the indentation this trivia uses: a tab, or four spaces.
    var unit: Trivia { pieces.contains { if case .tabs = $0 { return true }; return false } ? .tab : .spaces(4) }

    /// Without the spaces and tabs it starts with.
    var droppingLeadingSpaces: Trivia { Trivia(pieces: Array(pieces.drop { $0.isSpaceOrTab })) }
}
