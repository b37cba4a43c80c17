import ObservationMigrator
import SyntaxSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `git apply`-compatible unified diff of one file's old and new text.
public enum UnifiedDiff {
    /// The diff of `original` → `migrated` for `path` (with `a/` and `b/`
    /// prefixes), or an empty string when they are equal.
    public static func make(path: String, original: String, migrated: String, context: Int = 3) -> String {
        guard original != migrated else { return "" }
        var original = original
        var migrated = migrated
        return original.withUTF8 { oldText in
            migrated.withUTF8 { newText in
                let oldLines = lines(of: oldText)
                let newLines = lines(of: newText)
                let edits = LineDiff.edits(oldLines, newLines)
                let (old, new) = (headerName("a/", path), headerName("b/", path))
                var output = Array("diff --git \(old) \(new)\n--- \(old)\n+++ \(new)\n".utf8)
                for hunk in hunks(edits, context: context) {
                    let oldCount = hunk.filter { $0.kind != .insert }.count
                    let newCount = hunk.filter { $0.kind != .delete }.count
                    let oldStart = (hunk.first { $0.kind != .insert }?.oldIndex).map { $0 + 1 } ?? (hunk.first?.oldIndex ?? 0)
                    let newStart = (hunk.first { $0.kind != .delete }?.newIndex).map { $0 + 1 } ?? (hunk.first?.newIndex ?? 0)
                    output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n".utf8
                    for edit in hunk {
                        let line: Line
                        switch edit.kind {
                        case .keep: line = oldLines[edit.oldIndex]; output.append(UInt8(ascii: " "))
                        case .delete: line = oldLines[edit.oldIndex]; output.append(UInt8(ascii: "-"))
                        case .insert: line = newLines[edit.newIndex]; output.append(UInt8(ascii: "+"))
                        }
                        output += line.bytes
                        if !line.hasNewline { output += "\n\\ No newline at end of file\n".utf8 }
                    }
                }
                return String(decoding: output, as: UTF8.self)
            }
        }
    }

    /// A path as `git diff` writes it in a header: after `prefix`, an
    /// absolute path without its leading `/` (as `git diff --no-index` does;
    /// such a patch applies from `/`), and in double quotes with C escapes
    /// when it holds a control character, a quote or a backslash, which
    /// `git apply` reads back.
    static func headerName(_ prefix: String, _ path: String) -> String {
        let name = prefix + path.drop { $0 == "/" }
        let needsQuotes = name.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        guard needsQuotes else { return name }
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): quoted += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\t"): quoted += Array("\\t".utf8)
            case UInt8(ascii: "\n"): quoted += Array("\\n".utf8)
            case UInt8(ascii: "\r"): quoted += Array("\\r".utf8)
            case 0..<0x20, 0x7F:
                let octal = String(byte, radix: 8)
                quoted += Array(("\\" + String(repeating: "0", count: 3 - octal.count) + octal).utf8)
            default: quoted.append(byte)
            }
        }
        quoted.append(UInt8(ascii: "\""))
        return String(decoding: quoted, as: UTF8.self)
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    /// One line of a text, its bytes in place (no copy), with its line ending;
    /// lines are equal when their bytes are, as `git` compares them.
    struct Line: Equatable {
        var bytes: UnsafeBufferPointer<UInt8>
        var hasNewline: Bool { bytes.last == 10 }

        static func == (a: Line, b: Line) -> Bool {
            guard a.bytes.count == b.bytes.count else { return false }
            guard let first = a.bytes.baseAddress, let second = b.bytes.baseAddress else { return true }
            return memcmp(first, second, a.bytes.count) == 0
        }
    }

    /// Splits after each `\n`, keeping line endings (so `\r\n` survives); the
    /// lines are valid while `text` is. The line breaks are found as
    /// `TextScan` finds any pattern (memchr).
    static func lines(of text: UnsafeBufferPointer<UInt8>) -> [Line] {
        var lines: [Line] = []
        var start = 0
        let lineBreak: [UInt8] = [10]
        _ = lineBreak.withUnsafeBufferPointer { lineBreak in
            TextScan.forEachOccurrence(of: lineBreak, in: text) { offset in
                lines.append(Line(bytes: UnsafeBufferPointer(rebasing: text[start...offset])))
                start = offset + 1
                return false
            }
        }
        if start < text.count { lines.append(Line(bytes: UnsafeBufferPointer(rebasing: text[start...]))) }
        return lines
    }

    private static func hunks(_ edits: [LineDiff.Edit], context: Int) -> [[LineDiff.Edit]] {
        let changed = edits.indices.filter { edits[$0].kind != .keep }
        var hunks: [[LineDiff.Edit]] = []
        var index = 0
        while index < changed.count {
            let start = max(0, changed[index] - context)
            var end = changed[index]
            while index + 1 < changed.count, changed[index + 1] - end <= 2 * context {
                index += 1
                end = changed[index]
            }
            hunks.append(Array(edits[start...min(edits.count - 1, end + context)]))
            index += 1
        }
        return hunks
    }
}

/// Myers' edit script over lines, in linear space: the "middle snake"
/// divide and conquer of Myers' paper, as GNU diff does it. Memory grows with
/// the number of lines only (two arrays of furthest reaches and a changed
/// mark per line), whatever the number of edits. When one split takes more
/// than `costLimit` steps (thousands of lines changed in one stretch), the
/// furthest-reaching point is taken as the split instead, as GNU diff does
/// without `--minimal`: the script stays valid, perhaps a few lines longer
/// than the shortest, and the time stays near the lines times that limit.
enum LineDiff {
    enum Kind { case keep, delete, insert }

    struct Edit {
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    static func edits<Line: Equatable>(_ a: [Line], _ b: [Line]) -> [Edit] {
        var search = Search(a: a, b: b)
        search.run()
        // Walk both sides: unchanged lines pair up in order.
        var edits: [Edit] = []
        edits.reserveCapacity(max(a.count, b.count))
        var x = 0, y = 0
        while x < a.count || y < b.count {
            if x < a.count, search.deleted[x] {
                edits.append(Edit(kind: .delete, oldIndex: x, newIndex: y)); x += 1
            } else if y < b.count, search.inserted[y] {
                edits.append(Edit(kind: .insert, oldIndex: x, newIndex: y)); y += 1
            } else {
                edits.append(Edit(kind: .keep, oldIndex: x, newIndex: y)); x += 1; y += 1
            }
        }
        return edits
    }

    private struct Search<Line: Equatable> {
        let a: [Line]
        let b: [Line]
        var deleted: [Bool]
        var inserted: [Bool]
        /// Furthest x reached forward / backward on each diagonal k = x - y,
        /// stored at k + offset.
        private var forward: [Int]
        private var backward: [Int]
        private let offset: Int
        private let costLimit: Int

        init(a: [Line], b: [Line]) {
            self.a = a
            self.b = b
            deleted = [Bool](repeating: false, count: a.count)
            inserted = [Bool](repeating: false, count: b.count)
            offset = b.count + 1
            forward = [Int](repeating: 0, count: a.count + b.count + 3)
            backward = forward
            var bits = 0
            while (1 << bits) < a.count + b.count + 1 { bits += 1 }
            costLimit = max(256, 1 << (bits / 2))
        }

        /// Marks every line not on the script's path of kept lines. Ranges
        /// wait on a list, not the call stack, however many splits there are.
        mutating func run() {
            var ranges = [(0, a.count, 0, b.count)]
            while var (xLow, xHigh, yLow, yHigh) = ranges.popLast() {
                while xLow < xHigh, yLow < yHigh, a[xLow] == b[yLow] { xLow += 1; yLow += 1 }
                while xLow < xHigh, yLow < yHigh, a[xHigh - 1] == b[yHigh - 1] { xHigh -= 1; yHigh -= 1 }
                if xLow == xHigh || yLow == yHigh {
                    for x in xLow..<xHigh { deleted[x] = true }
                    for y in yLow..<yHigh { inserted[y] = true }
                    continue
                }
                let (x, y) = split(xLow, xHigh, yLow, yHigh)
                if (x, y) == (xLow, yLow) || (x, y) == (xHigh, yHigh) {
                    // No split inside (never expected): the whole range changes.
                    for x in xLow..<xHigh { deleted[x] = true }
                    for y in yLow..<yHigh { inserted[y] = true }
                    continue
                }
                ranges.append((x, xHigh, y, yHigh))
                ranges.append((xLow, x, yLow, y))
            }
        }

        /// A point on a shortest path through the box, found by searching
        /// from both corners until the searches meet (or the furthest point
        /// either reached, past `costLimit` steps).
        private mutating func split(_ xLow: Int, _ xHigh: Int, _ yLow: Int, _ yHigh: Int) -> (Int, Int) {
            let lowest = xLow - yHigh, highest = xHigh - yLow
            let forwardMiddle = xLow - yLow, backwardMiddle = xHigh - yHigh
            var forwardMin = forwardMiddle, forwardMax = forwardMiddle
            var backwardMin = backwardMiddle, backwardMax = backwardMiddle
            let odd = (forwardMiddle - backwardMiddle) & 1 != 0
            forward[forwardMiddle + offset] = xLow
            backward[backwardMiddle + offset] = xHigh
            var cost = 1
            while true {
                // One more step forward.
                if forwardMin > lowest { forwardMin -= 1; forward[forwardMin - 1 + offset] = -1 } else { forwardMin += 1 }
                if forwardMax < highest { forwardMax += 1; forward[forwardMax + 1 + offset] = -1 } else { forwardMax -= 1 }
                for k in stride(from: forwardMax, through: forwardMin, by: -2) {
                    let below = forward[k - 1 + offset], above = forward[k + 1 + offset]
                    var x = below < above ? above : below + 1
                    var y = x - k
                    while x < xHigh, y < yHigh, a[x] == b[y] { x += 1; y += 1 }
                    forward[k + offset] = x
                    if odd, backwardMin <= k, k <= backwardMax, backward[k + offset] <= x { return (x, y) }
                }
                // One more step backward.
                if backwardMin > lowest { backwardMin -= 1; backward[backwardMin - 1 + offset] = Int.max } else { backwardMin += 1 }
                if backwardMax < highest { backwardMax += 1; backward[backwardMax + 1 + offset] = Int.max } else { backwardMax -= 1 }
                for k in stride(from: backwardMax, through: backwardMin, by: -2) {
                    let below = backward[k - 1 + offset], above = backward[k + 1 + offset]
                    var x = below < above ? below : above - 1
                    var y = x - k
                    while xLow < x, yLow < y, a[x - 1] == b[y - 1] { x -= 1; y -= 1 }
                    backward[k + offset] = x
                    if !odd, forwardMin <= k, k <= forwardMax, x <= forward[k + offset] { return (x, y) }
                }
                cost += 1
                guard cost > costLimit else { continue }
                // Too costly: the point either search took furthest.
                var forwardBest = (sum: -1, x: xLow)
                for k in stride(from: forwardMax, through: forwardMin, by: -2) {
                    var x = min(forward[k + offset], xHigh), y = x - k
                    if yHigh < y { x = yHigh + k; y = yHigh }
                    if forwardBest.sum < x + y { forwardBest = (x + y, x) }
                }
                var backwardBest = (sum: Int.max, x: xHigh)
                for k in stride(from: backwardMax, through: backwardMin, by: -2) {
                    var x = max(xLow, backward[k + offset]), y = x - k
                    if y < yLow { x = yLow + k; y = yLow }
                    if x + y < backwardBest.sum { backwardBest = (x + y, x) }
                }
                return (xHigh + yHigh) - backwardBest.sum < forwardBest.sum - (xLow + yLow)
                    ? (forwardBest.x, forwardBest.sum - forwardBest.x)
                    : (backwardBest.x, backwardBest.sum - backwardBest.x)
            }
        }
    }
}
