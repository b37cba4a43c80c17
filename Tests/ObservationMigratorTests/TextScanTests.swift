@testable import ObservationMigrator
import XCTest
@testable import SyntaxSupport

/// `TextScan` looks for a word from its rarest byte; it must find what a
/// byte-by-byte comparison at every offset finds.
final class TextScanTests: XCTestCase {
    /// Every offset where `needle`'s bytes start in `text`, compared one by one.
    private func naiveOffsets(of needle: String, in text: String) -> [Int] {
        let haystack = Array(text.utf8), pattern = Array(needle.utf8)
        guard !pattern.isEmpty, pattern.count <= haystack.count else { return [] }
        return (0...(haystack.count - pattern.count)).filter { Array(haystack[$0..<($0 + pattern.count)]) == pattern }
    }

    private let needles = [
        ".$", "$", "ject", "ObservableObject", "objectWillChange", "Published", "@_exported", "environmentObject",
        "aa", "e", " ", "\n", "é", "👍x", "Zz$@", "self.$", "}",
    ]

    func testOffsetsAreThoseOfAByteByByteComparison() {
        let texts = [
            "", "$", ".$", "$.", "a.$b.$", "aaaa", "é👍xé", "  \n \n",
            "@Published var x\nlet p = m.$x\nm.objectWillChange.send()\n@_exported import A",
            "ObservableObjectObservableObject", "x.$", ".$x", "Zz$@Zz$@",
        ]
        for text in texts {
            for needle in needles {
                XCTAssertEqual(TextScan.offsets(of: [needle], in: text), naiveOffsets(of: needle, in: text), "\(needle.debugDescription) in \(text.debugDescription)")
                XCTAssertEqual(TextScan.contains(text, needle), !naiveOffsets(of: needle, in: text).isEmpty, "\(needle.debugDescription) in \(text.debugDescription)")
            }
        }
    }

    func testEveryFixtureFileGivesTheOffsetsOfAByteByByteComparison() throws {
        let texts = try FixtureCase.all().flatMap { $0.before.map(\.text) }
        XCTAssertGreaterThan(texts.count, 50)
        for text in texts {
            for needle in needles {
                XCTAssertEqual(TextScan.offsets(of: [needle], in: text), naiveOffsets(of: needle, in: text), needle)
            }
            // Several words at once: sorted offsets of all of them.
            let words = ["$", "objectWillChange", "sink"]
            XCTAssertEqual(TextScan.offsets(of: words, in: text), words.flatMap { naiveOffsets(of: $0, in: text) }.sorted())
        }
    }

    /// Several words at once (one pass per rarest byte) are found where one
    /// search per word finds any: words sharing their rarest byte, at the
    /// text's ends, longer than it, with non-ASCII bytes.
    func testAnyOfSeveralWordsIsFoundWhereOneSearchPerWordFindsIt() throws {
        let texts = try FixtureCase.all().flatMap { $0.before.map(\.text) }
            + ["", "Q", "xQ", "Qx", "éQé", "QQQ", "ab", "UTMData UTMQemu", "Model.State"]
        let wordLists = [
            ["Model"], ["Absent", "Nowhere"], ["UTMQemu", "Qx", "xQ"], ["é", "Q"], ["QQQQ"], ["State", "Settings", "Store"],
            ["ObservableObject", "Published", "sink", "View"], ["}"], ["Data", "Absent"], [],
        ]
        var found = 0
        for text in texts {
            for words in wordLists {
                let expected = words.contains { TextScan.contains(text, $0) }
                XCTAssertEqual(TextScan.containsAny(TextScan.Words(words), in: text), expected, "\(words) in \(text.prefix(40).debugDescription)")
                if expected { found += 1 }
            }
        }
        XCTAssertGreaterThan(found, 100)
    }

    func testSubstringsAreSearchedLikeStrings() {
        let text = "prefix .$x ObservableObject suffix"
        let middle = text.dropFirst(7).dropLast(7)
        XCTAssertTrue(TextScan.contains(middle, ".$"))
        XCTAssertTrue(TextScan.contains(middle, "ObservableObject"))
        XCTAssertFalse(TextScan.contains(middle, "prefix"))
        XCTAssertFalse(TextScan.contains(middle, "suffix"))
    }
}
