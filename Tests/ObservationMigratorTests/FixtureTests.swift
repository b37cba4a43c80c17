import Foundation
import ObservationMigrator
import SyntaxSupport
import XCTest
@testable import MigrationReports

/// Runs every fixture case: the output must equal `after` byte for byte and the
/// follow-ups must equal `report.txt`; then `after` fed back in must come out
/// unchanged with no new follow-up. `RECORD_FIXTURES=1` rewrites `after` and
/// `report.txt` from the tool's output, for review in the diff.
final class FixtureTests: XCTestCase {
    private var recording: Bool { ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1" }

    func testFixturesExist() throws {
        XCTAssertGreaterThanOrEqual(try FixtureCase.all().count, 20)
    }

    func testEveryFixtureProducesItsExpectedOutputAndReport() throws {
        let fixtures = try FixtureCase.all()
        for (fixture, report) in zip(fixtures, ParallelMap.map(fixtures, concurrency: nil) { $0.migrate() }) {
            for outcome in report.files {
                let expected = fixture.after[outcome.path]
                if recording { try record(outcome, in: fixture) ; continue }
                XCTAssertEqual(outcome.migrated, expected, "\(fixture.name)/\(outcome.path):\n\(describeMismatch(expected: expected ?? "", actual: outcome.migrated))")
            }
            // The output check keeping a class is a bug of a rule: no fixture may trip it.
            for finding in report.findings where finding.rule == .outputCheck {
                XCTFail("\(fixture.name): the output check kept a class: \(XcodeReport.line(finding))")
            }
            let lines = FixtureCase.reportLines(report.findings)
            if recording {
                let url = fixture.directory.appendingPathComponent("report.txt")
                if lines.isEmpty { try? FileManager.default.removeItem(at: url) } else { try lines.write(to: url, atomically: true, encoding: .utf8) }
                continue
            }
            XCTAssertEqual(lines, fixture.expectedReport ?? "", "\(fixture.name): report differs:\n\(describeMismatch(expected: fixture.expectedReport ?? "", actual: lines))")
        }
    }

    func testEveryExpectedOutputIsAFixedPoint() throws {
        let fixtures = try FixtureCase.all()
        let runs = ParallelMap.map(fixtures, concurrency: nil) { fixture in
            let afterFiles = fixture.before.map { SourceFile(path: $0.path, text: fixture.after[$0.path] ?? "") }
            return (fixture.migrate().findings, Migrator(configuration: fixture.configuration).migrate(afterFiles, settings: fixture.settings))
        }
        for (fixture, (beforeFindings, rerun)) in zip(fixtures, runs) {
            for outcome in rerun.files {
                XCTAssertEqual(outcome.migrated, outcome.original, "\(fixture.name)/\(outcome.path) changes again:\n\(describeMismatch(expected: outcome.original, actual: outcome.migrated))")
            }
            // No new follow-up: every finding of the rerun was already reported for the input.
            let known = Set(beforeFindings.map { "\($0.rule.rawValue) \($0.message)" })
            for finding in rerun.findings {
                XCTAssertTrue(known.contains("\(finding.rule.rawValue) \(finding.message)"), "\(fixture.name): new follow-up on rerun: \(XcodeReport.line(finding))")
            }
        }
    }

    /// The rewrite never wraps a value in a closure it calls (`{ x }()`): an
    /// output holds no more immediately called closures than its input.
    func testNoRewriteAddsAnImmediatelyCalledClosure() throws {
        func count(_ text: String) -> Int { text.components(separatedBy: "}()").count - 1 }
        let fixtures = try FixtureCase.all()
        for (fixture, report) in zip(fixtures, ParallelMap.map(fixtures, concurrency: nil) { $0.migrate() }) {
            for outcome in report.files {
                XCTAssertLessThanOrEqual(count(outcome.migrated), count(outcome.original), "\(fixture.name)/\(outcome.path) gained a `{ … }()`")
            }
        }
    }

    private func record(_ outcome: FileOutcome, in fixture: FixtureCase) throws {
        let relative = outcome.path.replacingOccurrences(of: "before", with: "after", options: .anchored)
        let url = fixture.directory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(outcome.migrated.utf8).write(to: url)
    }
}
