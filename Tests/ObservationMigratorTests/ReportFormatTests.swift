import Foundation
@testable import ObservationMigrator
import XCTest
@testable import MigrationReports

/// Every report format, parsed back where it is machine-readable.
final class ReportFormatTests: XCTestCase {
    private let findings: [Finding] = [
        Finding(rule: .codableKeys, path: "B.swift", position: SourcePosition(line: 3, column: 5),
                message: "@StateObject 'vm' became @State, with a comma, a colon: and 100%", applied: true),
        Finding(rule: .combinePublisher, path: "A.swift", position: SourcePosition(line: 10, column: 2),
                message: "'M' stays ObservableObject", applied: false),
        Finding(rule: .parseError, path: "A.swift", position: SourcePosition(line: 2, column: 1),
                message: "syntax error", applied: false),
    ].sorted()
    private let summary = RunSummary(filesScanned: 4, filesChanged: 1, typesMigrated: 2, followUps: 3)

    func testFindingsAreOrderedByFileLineAndColumn() {
        XCTAssertEqual(findings.map { "\($0.path):\($0.position.line)" }, ["A.swift:2", "A.swift:10", "B.swift:3"])
    }

    func testXcodeLines() {
        let output = ReportFormat.xcode.render(summary: summary, migratedTypes: [], findings: findings)
        XCTAssertEqual(output.split(separator: "\n").first, "A.swift:2:1: error: syntax error [parse-error]")
        XCTAssertEqual(output.split(separator: "\n").count, 3)
    }

    /// The summary counts actions and records apart; the actions come grouped
    /// by rule, each with its fix.
    func testTextListsActionsByRuleAndCountsRules() {
        let output = ReportFormat.text.render(summary: summary, migratedTypes: [], findings: findings)
        XCTAssertTrue(output.hasPrefix("observation-migrator: 4 files scanned, 1 changed, 2 types migrated: 3 to do, 0 changes recorded\n"), output)
        XCTAssertTrue(output.contains("\nto do (3):\n"), output)
        XCTAssertTrue(output.contains("A.swift:10:2: warning: 'M' stays ObservableObject [combine-publisher]\n    fix: "), output)
        XCTAssertFalse(output.contains("recorded ("), output)
        XCTAssertTrue(output.contains("codable-keys                  1\n"), output)
    }

    /// The kept classes come first with their reason; then the actions (a
    /// finding repeated word for word in one file is one entry listing its
    /// other places); the records (notes) last, one line per file and rule.
    func testTextListsActionsFirstAndFoldsRecords() {
        let repeated = [3, 8, 12].map { line in
            Finding(rule: .publisherBridged, path: "C.swift", position: SourcePosition(line: line, column: 9),
                    message: "'$query' now reads 'queryPublisher'", applied: true)
        }
        let warnings = [4, 9].map { line in
            Finding(rule: .combinePublisher, path: "D.swift", position: SourcePosition(line: line, column: 5),
                    message: "'M' stays ObservableObject", applied: false)
        }
        let all = (repeated + warnings).sorted()
        let summary = RunSummary(filesScanned: 4, filesChanged: 2, typesMigrated: 1, followUps: all.count, actions: all.filter(\.isAction).count)
        XCTAssertEqual([summary.actions, summary.records], [2, 3])
        let output = ReportFormat.text.render(summary: summary, migratedTypes: [], findings: all,
                                              keptTypes: [KeptType(type: "Uploader", reason: "an objectWillChange use no conversion covers")])
        XCTAssertTrue(output.contains(": 2 to do, 3 changes recorded\n"), output)
        XCTAssertTrue(output.contains("\n1 classes stay ObservableObject:\n  Uploader: an objectWillChange use no conversion covers\n"), output)
        XCTAssertTrue(output.contains("D.swift:4:5: warning: 'M' stays ObservableObject [combine-publisher]\n    also at: 9:5\n    fix: "), output)
        XCTAssertTrue(output.contains("\nrecorded (3), one line per file and rule:\n  C.swift:3: [publisher-bridged] '$query' now reads 'queryPublisher' (and 2 more of this rule in the file, at lines 8, 12)\n"), output)
        let actions = output.range(of: "to do (2)")
        let records = output.range(of: "recorded (3)")
        XCTAssertNotNil(actions)
        XCTAssertLessThan(actions?.lowerBound ?? output.endIndex, records?.lowerBound ?? output.startIndex)
        XCTAssertTrue(output.contains("publisher-bridged             3\n"), "the count still counts every use:\n\(output)")
    }

    func testJSONListsKeptTypes() throws {
        let output = ReportFormat.json.render(summary: summary, migratedTypes: [], findings: findings,
                                              keptTypes: [KeptType(type: "Uploader", reason: "why")])
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(output.utf8))
        XCTAssertEqual(report.keptTypes, [KeptType(type: "Uploader", reason: "why")])
    }

    func testJSONRoundTrips() throws {
        let output = ReportFormat.json.render(summary: summary, migratedTypes: ["M"], findings: findings)
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(output.utf8))
        XCTAssertEqual(report.schemaVersion, 1)
        XCTAssertEqual(report.tool, "observation-migrator")
        XCTAssertEqual(report.summary, summary)
        XCTAssertEqual(report.migratedTypes, ["M"])
        XCTAssertEqual(report.findings.map(\.rule), ["parse-error", "combine-publisher", "codable-keys"])
        XCTAssertEqual(report.findings[2].line, 3)
        XCTAssertEqual(report.findings[2].applied, true)
        XCTAssertEqual(report.findings[0].severity, "error")
    }

    func testSARIFRoundTrips() throws {
        let output = ReportFormat.sarif.render(summary: summary, migratedTypes: [], findings: findings)
        let log = try JSONDecoder().decode(SARIFLog.self, from: Data(output.utf8))
        XCTAssertEqual(log.version, "2.1.0")
        XCTAssertTrue(output.contains("\"$schema\""))
        let run = try XCTUnwrap(log.runs.first)
        XCTAssertEqual(run.tool.driver.rules.map(\.id), Rule.allCases.map(\.rawValue))
        XCTAssertEqual(run.results.count, 3)
        let result = run.results[1]
        XCTAssertEqual(result.ruleId, "combine-publisher")
        XCTAssertEqual(run.tool.driver.rules[result.ruleIndex].id, "combine-publisher")
        XCTAssertEqual(result.level, "warning")
        XCTAssertEqual(result.locations.first?.physicalLocation.artifactLocation.uri, "A.swift")
        XCTAssertEqual(result.locations.first?.physicalLocation.region.startLine, 10)
    }

    func testGitHubWorkflowCommandsAreEscaped() {
        let output = ReportFormat.github.render(summary: summary, migratedTypes: [], findings: findings)
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[0].hasPrefix("::error file=A.swift,line=2,col=1,title=parse-error::syntax error"), lines[0])
        XCTAssertTrue(lines[2].hasPrefix("::warning file=B.swift,line=3,col=5,title=codable-keys::@StateObject 'vm' became @State, with a comma, a colon: and 100%25"), lines[2])
    }

    func testGitHubEscapesLineBreaks() {
        let finding = Finding(rule: .parseError, path: "a,b:c.swift", position: SourcePosition(line: 1, column: 1),
                              message: "two\r\nlines\nhere", applied: false)
        XCTAssertTrue(GitHubReport.line(finding).hasPrefix("::error file=a%2Cb%3Ac.swift,line=1,col=1,title=parse-error::two%0D%0Alines%0Ahere"),
                      GitHubReport.line(finding))
    }

    func testEveryRuleIsDocumentedInTheREADME() throws {
        let readme = try String(contentsOf: FixtureCase.root.appendingPathComponent("README.md"), encoding: .utf8)
        for rule in Rule.allCases {
            XCTAssertTrue(readme.contains("| `\(rule.rawValue)` |"), "README lacks a row for \(rule.rawValue)")
        }
    }

    /// A class that migrates but keeps `ObservableObject` for a `@StateObject`
    /// that stays is named as such in the text, Markdown and JSON reports.
    func testMigratedClassesKeepingTheConformanceAreNamed() throws {
        let source = """
        import SwiftUI
        final class Model: ObservableObject {
            @Published var count = 0
            init() { print("built") }
        }
        struct ModelView: View {
            @StateObject private var model = Model()
            var body: some View { Text("\\(model.count)") }
        }
        """
        let report = Migrator(configuration: Configuration(scope: .all, skipDeploymentCheck: true, concurrency: 1))
            .migrate([SourceFile(path: "Model.swift", text: source)])
        XCTAssertEqual(report.migratedTypes, ["Model"])
        XCTAssertEqual(report.conformanceKeptTypes, ["Model"])
        XCTAssertTrue(report.files[0].migrated.contains("@Observable final class Model: ObservableObject {"), report.files[0].migrated)
        let summary = RunSummary(report: report, findings: report.findings)
        func render(_ format: ReportFormat) -> String {
            format.render(summary: summary, migratedTypes: report.migratedTypes, findings: report.findings, keptTypes: report.keptTypes,
                          conformanceKept: report.conformanceKeptTypes)
        }
        XCTAssertTrue(render(.text).contains("\n1 migrated classes keep ObservableObject too, for a @StateObject that stays (see state-object-kept): Model\n"),
                      render(.text))
        XCTAssertTrue(render(.markdown).contains("keep `ObservableObject` too, for a `@StateObject` that stays (see `state-object-kept`): `Model`"),
                      render(.markdown))
        let json = try JSONDecoder().decode(JSONReport.self, from: Data(render(.json).utf8))
        XCTAssertEqual(json.conformanceKeptTypes, ["Model"])
    }
}
