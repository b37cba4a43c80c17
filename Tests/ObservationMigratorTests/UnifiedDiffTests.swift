@testable import ObservationMigrator
import XCTest
@testable import MigrationReports

/// The line diff behind the dry run: its edit script rebuilds both texts, is
/// a shortest one, and its memory grows with the number of lines only (a
/// file with thousands of changed lines is diffed too).
final class UnifiedDiffTests: XCTestCase {
    /// Keeps and deletes give the old lines, keeps and inserts the new ones,
    /// over texts edited at random (fixed seed).
    func testTheEditScriptRebuildsBothTexts() {
        var random = SeededRandom(seed: 20261125)
        func next(_ bound: Int) -> Int { random.next(below: bound) }
        for _ in 0..<200 {
            let old = (0..<next(60)).map { _ in "line \(next(12))" }
            var new = old
            for _ in 0..<next(10) {
                switch next(3) {
                case 0 where !new.isEmpty: new.remove(at: next(new.count))
                case 1: new.insert("added \(next(5))", at: next(new.count + 1))
                default: if !new.isEmpty { new[next(new.count)] = "changed \(next(5))" }
                }
            }
            assertRebuilds(old, new)
        }
    }

    /// Over small random texts the script keeps as many lines as the longest
    /// common subsequence has (computed the slow way, in a table).
    func testTheEditScriptIsAShortestOne() {
        var random = SeededRandom(seed: 20261128)
        func next(_ bound: Int) -> Int { random.next(below: bound) }
        for _ in 0..<300 {
            let old = (0..<next(40)).map { _ in "l\(next(6))" }
            let new = (0..<next(40)).map { _ in "l\(next(6))" }
            var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
            for x in old.indices.reversed() {
                for y in new.indices.reversed() {
                    table[x][y] = old[x] == new[y] ? table[x + 1][y + 1] + 1 : max(table[x + 1][y], table[x][y + 1])
                }
            }
            let edits = assertRebuilds(old, new)
            XCTAssertEqual(edits.filter { $0.kind == .keep }.count, table[0][0], "\(old) → \(new)")
        }
    }

    /// 16,000 lines, each one changed (every `@Published` of one class
    /// dropped), between unchanged ones: the search meets its cost limit and
    /// splits where it got furthest, and the script still rebuilds both
    /// texts, deleting and inserting each changed line once.
    func testAFileWhoseEveryLineChangesIsDiffed() {
        let old = ["final class Big: ObservableObject {\n"] + (0..<16_000).map { "    @Published var p\($0) = 0\n" } + ["}\n"]
        let new = ["@Observable final class Big {\n"] + (0..<16_000).map { "    var p\($0) = 0\n" } + ["}\n"]
        let edits = assertRebuilds(old, new)
        XCTAssertEqual(edits.filter { $0.kind == .delete }.count, 16_001)
        XCTAssertEqual(edits.filter { $0.kind == .insert }.count, 16_001)
    }

    /// 5,000 lines with every 25th one changed: 400 edits spread over the
    /// whole file. Keeping every step of the search whole would take about
    /// 64 MB here, growing with the file's length times the edits; the steps
    /// as kept take about 1 MB. The diff is made and rebuilds both texts.
    func testALongFileWithManyChangesIsDiffed() {
        let old = (0..<5_000).map { "    var property\($0) = \($0)\n" }
        let new = old.enumerated().map { $0.offset % 25 == 0 ? "    var property\($0.offset) = 0 // changed\n" : $0.element }
        let edits = assertRebuilds(old, new)
        XCTAssertEqual(edits.filter { $0.kind == .delete }.count, 200, "a shortest script deletes each changed line once")
        XCTAssertEqual(edits.filter { $0.kind == .insert }.count, 200)
        let diff = UnifiedDiff.make(path: "Long.swift", original: old.joined(), migrated: new.joined())
        XCTAssertEqual(diff.components(separatedBy: "\n-    var property").count - 1, 200)
    }

    /// The printed form, on a small case.
    func testTheDiffNamesItsHunks() {
        let diff = UnifiedDiff.make(path: "A.swift", original: "a\nb\nc\n", migrated: "a\nB\nc\n")
        XCTAssertEqual(diff, "diff --git a/A.swift b/A.swift\n--- a/A.swift\n+++ b/A.swift\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
    }

    /// Lines are slices of the text's bytes that keep their own line ending:
    /// joined back they are the text, whatever its line breaks, its last line
    /// and its characters; a last line without a break is marked so. Lines
    /// compare by their bytes.
    func testLinesKeepTheirEndings() {
        for text in ["", "a", "a\n", "a\r\nb\r\n", "a\nb", "\n\n", "é\u{1F600}\nÿ", "x\r\ny"] {
            var text = text
            text.withUTF8 { bytes in
                let lines = UnifiedDiff.lines(of: bytes)
                XCTAssertEqual(lines.flatMap(\.bytes), Array(bytes))
                XCTAssertEqual(lines.map(\.hasNewline), lines.map { $0.bytes.last == 10 })
                XCTAssertEqual(lines.dropLast().map(\.hasNewline), lines.dropLast().map { _ in true })
                let breaks = bytes.filter { $0 == 10 }.count
                XCTAssertEqual(lines.count, breaks + (bytes.last == 10 || bytes.isEmpty ? 0 : 1))
            }
        }
        let diff = UnifiedDiff.make(path: "B.swift", original: "a\r\nb", migrated: "a\r\nc")
        XCTAssertEqual(diff, "diff --git a/B.swift b/B.swift\n--- a/B.swift\n+++ b/B.swift\n@@ -1,2 +1,2 @@\n a\r\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
        // "é" written precomposed and decomposed: equal as strings, different bytes, a changed line.
        let accents = UnifiedDiff.make(path: "C.swift", original: "a\n\u{E9}\n", migrated: "b\ne\u{301}\n")
        XCTAssertEqual(accents, "diff --git a/C.swift b/C.swift\n--- a/C.swift\n+++ b/C.swift\n@@ -1,2 +1,2 @@\n-a\n-\u{E9}\n+b\n+e\u{301}\n")
    }

    /// `git apply` takes the patch whatever the file's name (git quotes
    /// names with control characters, quotes or backslashes) and wherever it
    /// is: a path outside the current directory is written from `/`.
    func testGitAppliesThePatchForEveryKindOfPath() throws {
        let (old, new) = ("let a = 1\nlet b = 2\n", "let a = 1\nlet b = 3\n")
        let names = ["t\tab.swift", "new\nline.swift", "q\"uote.swift", "back\\slash.swift", "with space.swift", "\u{E9}t\u{E9}.swift", "bell\u{7}.swift"]
        let project = try TemporaryProject(files: Dictionary(uniqueKeysWithValues: names.map { ($0, old) }))
        let patch = names.map { UnifiedDiff.make(path: $0, original: old, migrated: new) }.joined()
        try Data(patch.utf8).write(to: project.url.appendingPathComponent("all.patch"))
        let git = URL(fileURLWithPath: "/usr/bin/env")
        let applied = try ToolRunner.runProcess(git, ["git", "apply", "all.patch"], in: project.url)
        XCTAssertEqual(applied.status, 0, applied.stderr + patch)
        for name in names { XCTAssertEqual(try project.read(name), new, name) }

        // An absolute path, as the command names a file outside the current directory.
        let absolute = project.url.appendingPathComponent("Outside.swift").path
        try project.write("Outside.swift", old)
        let outside = UnifiedDiff.make(path: absolute, original: old, migrated: new)
        XCTAssertTrue(outside.hasPrefix("diff --git a\(absolute) b\(absolute)\n"), outside)
        try Data(outside.utf8).write(to: project.url.appendingPathComponent("outside.patch"))
        let fromRoot = try ToolRunner.runProcess(git, ["git", "apply", project.url.appendingPathComponent("outside.patch").path], in: URL(fileURLWithPath: "/"))
        XCTAssertEqual(fromRoot.status, 0, fromRoot.stderr + outside)
        XCTAssertEqual(try project.read("Outside.swift"), new)
    }

    @discardableResult
    private func assertRebuilds(_ old: [String], _ new: [String], file: StaticString = #filePath, line: UInt = #line) -> [LineDiff.Edit] {
        let edits = LineDiff.edits(old, new)
        XCTAssertEqual(edits.filter { $0.kind != .insert }.map { old[$0.oldIndex] }, old, file: file, line: line)
        XCTAssertEqual(edits.filter { $0.kind != .delete }.map { new[$0.newIndex] }, new, file: file, line: line)
        return edits
    }
}

/// A fixed sequence of pseudo-random numbers (a linear congruential generator).
private struct SeededRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}
