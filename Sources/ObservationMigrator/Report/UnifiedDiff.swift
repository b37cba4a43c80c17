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
                let old = lines(of: oldText)
                let new = lines(of: newText)
                let edits = LineDiff.edits(old, new)
                var output = Array("diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n".utf8)
                for hunk in hunks(edits, context: context) {
                    let oldCount = hunk.filter { $0.kind != .insert }.count
                    let newCount = hunk.filter { $0.kind != .delete }.count
                    let oldStart = (hunk.first { $0.kind != .insert }?.oldIndex).map { $0 + 1 } ?? (hunk.first?.oldIndex ?? 0)
                    let newStart = (hunk.first { $0.kind != .delete }?.newIndex).map { $0 + 1 } ?? (hunk.first?.newIndex ?? 0)
                    output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n".utf8
                    for edit in hunk {
                        let line: Line
                        switch edit.kind {
                        case .keep: line = old[edit.oldIndex]; output.append(UInt8(ascii: " "))
                        case .delete: line = old[edit.oldIndex]; output.append(UInt8(ascii: "-"))
                        case .insert: line = new[edit.newIndex]; output.append(UInt8(ascii: "+"))
                        }
                        output += line.bytes
                        if !line.hasNewline { output += "\n\\ No newline at end of file\n".utf8 }
                    }
                }
                return String(decoding: output, as: UTF8.self)
            }
        }
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

/// Myers' shortest edit script over lines.
enum LineDiff {
    enum Kind { case keep, delete, insert }

    struct Edit {
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    static func edits<Line: Equatable>(_ a: [Line], _ b: [Line]) -> [Edit] {
        // Trim the common prefix and suffix first: migrations change few lines.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let midA = Array(a[prefix..<(a.count - suffix)])
        let midB = Array(b[prefix..<(b.count - suffix)])
        var result = (0..<prefix).map { Edit(kind: .keep, oldIndex: $0, newIndex: $0) }
        result += myers(midA, midB).map { Edit(kind: $0.kind, oldIndex: $0.oldIndex + prefix, newIndex: $0.newIndex + prefix) }
        result += (0..<suffix).map { Edit(kind: .keep, oldIndex: a.count - suffix + $0, newIndex: b.count - suffix + $0) }
        return result
    }

    private static func myers<Line: Equatable>(_ a: [Line], _ b: [Line]) -> [Edit] {
        let n = a.count, m = b.count
        let max = n + m
        if max == 0 { return [] }
        var v = [Int](repeating: 0, count: 2 * max + 2)
        // Step d reads only diagonals -(d-1)...(d-1) of the step before: each
        // step keeps those, so the trace grows with the square of the number
        // of edits, not with the file's length times it.
        var trace: [Diagonals] = []
        outer: for d in 0...max {
            trace.append(Diagonals(v, around: max, reach: d - 1))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max]) {
                    x = v[k + 1 + max]
                } else {
                    x = v[k - 1 + max] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[k + max] = x
                if x >= n, y >= m { break outer }
            }
        }
        // Walk the trace back to recover the script.
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let prevK = (k == -d || (k != d && v[k - 1] < v[k + 1])) ? k + 1 : k - 1
            let prevX = v[prevK]
            let prevY = prevX - prevK
            while x > prevX, y > prevY {
                x -= 1; y -= 1
                edits.append(Edit(kind: .keep, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == prevX { y -= 1; edits.append(Edit(kind: .insert, oldIndex: x, newIndex: y)) }
                else { x -= 1; edits.append(Edit(kind: .delete, oldIndex: x, newIndex: y)) }
            }
        }
        return edits.reversed()
    }

    /// The furthest x reached on diagonals -reach...reach at one step (0 on
    /// any other, as the search starts).
    private struct Diagonals {
        private let values: [Int]
        private let reach: Int

        init(_ v: [Int], around middle: Int, reach: Int) {
            self.reach = Swift.max(reach, -1)
            values = self.reach < 0 ? [] : Array(v[(middle - self.reach)...(middle + self.reach)])
        }

        subscript(k: Int) -> Int {
            k >= -reach && k <= reach ? values[k + reach] : 0
        }
    }
}
