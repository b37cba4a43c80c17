import Foundation
@testable import ObservationMigrator
import XCTest

/// A finding expected at a marker (`1️⃣`) of an inline test source.
struct ExpectedFinding {
    var marker: String
    var rule: Rule
    /// Text the message must contain, if given.
    var message: String?

    init(_ marker: String, _ rule: Rule, message: String? = nil) {
        self.marker = marker
        self.rule = rule
        self.message = message
    }
}

/// Inline sources with position markers, as swift-format's rule tests write
/// them: `1️⃣` … `9️⃣` stand where a finding is expected and are removed
/// before the source is migrated.
struct MarkedSource {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    var text: String
    /// Each marker's 1-based line and UTF-8 column in `text`.
    var positions: [String: SourcePosition]

    init(_ marked: String) {
        var text = ""
        var positions: [String: SourcePosition] = [:]
        var line = 1, column = 1
        var rest = Substring(marked)
        scan: while let character = rest.first {
            for marker in Self.markers where rest.hasPrefix(marker) {
                positions[marker] = SourcePosition(line: line, column: column)
                rest = rest.dropFirst(marker.count)
                continue scan
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.positions = positions
    }
}

/// Runs the whole migration on `before` (plus any `otherFiles`, unmarked) and
/// asserts the migrated text of `before` and that the findings in it are
/// exactly the expected ones, at their markers.
func assertMigration(
    _ before: String,
    becomes after: String,
    findings expected: [ExpectedFinding] = [],
    otherFiles: [String: String] = [:],
    configuration: Configuration = Configuration(scope: .all, skipDeploymentCheck: true, concurrency: 1),
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let source = MarkedSource(before)
    let path = "Test.swift"
    let files = [SourceFile(path: path, text: source.text)] + otherFiles.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
    let report = Migrator(configuration: configuration).migrate(files)
    let migrated = report.files.first { $0.path == path }?.migrated ?? ""
    if migrated != after {
        XCTFail("migrated text differs:\n\(describeMismatch(expected: after, actual: migrated))", file: file, line: line)
    }
    var actual = report.findings.filter { $0.path == path }
    for expectation in expected {
        guard let position = source.positions[expectation.marker] else {
            XCTFail("marker \(expectation.marker) is not in the source", file: file, line: line)
            continue
        }
        guard let index = actual.firstIndex(where: { $0.rule == expectation.rule && $0.position == position }) else {
            XCTFail("no \(expectation.rule.rawValue) finding at \(expectation.marker) (\(position.line):\(position.column)); found: \(actual.map { "\($0.rule.rawValue)@\($0.position.line):\($0.position.column)" })",
                    file: file, line: line)
            continue
        }
        if let text = expectation.message, !actual[index].message.contains(text) {
            XCTFail("\(expectation.marker): message \"\(actual[index].message)\" lacks \"\(text)\"", file: file, line: line)
        }
        actual.remove(at: index)
    }
    for finding in actual {
        XCTFail("unexpected finding \(finding.rule.rawValue) at \(finding.position.line):\(finding.position.column): \(finding.message)", file: file, line: line)
    }
    // The output is a fixed point.
    let again = Migrator(configuration: configuration).migrate([SourceFile(path: path, text: migrated)] + files.dropFirst())
    if let second = again.files.first?.migrated, second != migrated {
        XCTFail("a second run changes the output:\n\(describeMismatch(expected: migrated, actual: second))", file: file, line: line)
    }
}

final class RuleTestSupportTests: XCTestCase {
    func testMarkersAreRemovedAndLocated() {
        let source = MarkedSource("let a = 1\n  1️⃣var é = 2️⃣\"x\"\n")
        XCTAssertEqual(source.text, "let a = 1\n  var é = \"x\"\n")
        XCTAssertEqual(source.positions["1️⃣"], SourcePosition(line: 2, column: 3))
        XCTAssertEqual(source.positions["2️⃣"], SourcePosition(line: 2, column: 12))
    }
}
