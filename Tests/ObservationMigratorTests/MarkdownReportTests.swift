import Foundation
@testable import ObservationMigrator
import XCTest
@testable import MigrationReports

/// The pull-request description (`--report-format markdown`).
final class MarkdownReportTests: XCTestCase {
    private let findings: [Finding] = [
        Finding(rule: .objectWillChange, path: "Sources/Up|loader.swift", position: SourcePosition(line: 13, column: 18),
                message: "'Uploader' stays: `objectWillChange` | used\nhere", applied: false),
        Finding(rule: .publisherBridged, path: "Sources/Search.swift", position: SourcePosition(line: 8, column: 16),
                message: "'query' now feeds 'queryPublisher'", applied: true),
        Finding(rule: .publisherBridged, path: "Sources/Search.swift", position: SourcePosition(line: 31, column: 9),
                message: "'$query' now reads 'queryPublisher'", applied: true),
    ].sorted()

    private func render() -> String {
        ReportFormat.markdown.render(
            summary: RunSummary(filesScanned: 3, filesChanged: 2, typesMigrated: 1, followUps: 3, actions: 1),
            migratedTypes: ["SearchModel"], findings: findings,
            keptTypes: [KeptType(type: "Uploader", reason: "an objectWillChange use no conversion covers")]
        )
    }

    /// The whole description, as a reviewer reads it: what to do first, what
    /// the tool did folded below.
    func testMarkdownReportMatchesItsFixture() {
        let expected = """
            ## Migration to Observation

            - 3 files scanned, 2 changed
            - 1 types migrated, 1 kept as `ObservableObject`
            - 1 to do, 2 changes recorded

            ### Migrated types

            - `SearchModel`

            ### Kept as ObservableObject

            - `Uploader`: an objectWillChange use no conversion covers

            ### To do

            #### `object-will-change` (warning, 1)

            Fix: \(Rule.objectWillChange.suggestedFix)

            - [ ] `Sources/Up|loader.swift:13` — 'Uploader' stays: \\`objectWillChange\\` \\| used here

            <details><summary>Changes recorded (2)</summary>

            - `publisher-bridged` `Sources/Search.swift` (2: lines 8, 31) — 'query' now feeds 'queryPublisher', …

            </details>

            """
        XCTAssertEqual(render(), expected, describeMismatch(expected: expected, actual: render()))
    }

    /// Headings, one task-list item with a path and line per finding, no raw
    /// control characters, backticks and pipes of messages escaped.
    func testMarkdownReportStructure() {
        let output = render()
        Self.assertStructure(output, findings: findings)
        XCTAssertTrue(output.contains("### Kept as ObservableObject\n"), output)
        XCTAssertTrue(output.contains(#"\`objectWillChange\` \| used here"#), output)
        XCTAssertEqual(MarkdownReport.code("a`b"), "``a`b``")
        XCTAssertEqual(MarkdownReport.code("`x"), "`` `x ``")
        XCTAssertEqual(MarkdownReport.escape("a|b `c` *d* _e_ [f] <g> #h ~i~ \\"), ##"a\|b \`c\` \*d\* \_e\_ \[f\] \<g\> \#h \~i\~ \\"##)
    }

    /// A rule whose findings carry different fixes gives each fix once, above
    /// the findings it applies to (not every fix above every finding).
    func testEachFixOnceAboveItsFindings() {
        let first = "Type that declaration `AnyPublisher<T, Never>`, then rerun."
        let second = "Give the value a declared type, then rerun."
        let findings = [
            Finding(rule: .combinePublisher, path: "A.swift", position: SourcePosition(line: 1, column: 1), message: "one", applied: false, suggestedFix: first),
            Finding(rule: .combinePublisher, path: "A.swift", position: SourcePosition(line: 2, column: 1), message: "two", applied: false, suggestedFix: second),
            Finding(rule: .combinePublisher, path: "B.swift", position: SourcePosition(line: 3, column: 1), message: "three", applied: false, suggestedFix: first),
        ]
        let output = ReportFormat.markdown.render(summary: RunSummary(filesScanned: 2, filesChanged: 0, typesMigrated: 0, followUps: 3),
                                                  migratedTypes: [], findings: findings)
        XCTAssertTrue(output.hasSuffix("""
            #### `combine-publisher` (warning, 3)

            Fix: \(first)

            - [ ] `A.swift:1` — one
            - [ ] `B.swift:3` — three

            Fix: \(second)

            - [ ] `A.swift:2` — two

            """), output)
        Self.assertStructure(output, findings: findings)
    }

    /// With modules known, the migrated types are listed per module; without,
    /// as one list (as today: the index does not know modules yet).
    func testMigratedTypesGroupedByModuleWhenKnown() {
        let types = ["Library", "Book", "Settings"]
        let flat = MarkdownReport.render(summary: RunSummary(filesScanned: 3, filesChanged: 3, typesMigrated: 3, followUps: 0),
                                         migratedTypes: types, findings: [], keptTypes: [])
        XCTAssertTrue(flat.hasSuffix("### Migrated types\n\n- `Library`\n- `Book`\n- `Settings`\n"), flat)
        let grouped = MarkdownReport.render(summary: RunSummary(filesScanned: 3, filesChanged: 3, typesMigrated: 3, followUps: 0),
                                            migratedTypes: types, findings: [], keptTypes: [],
                                            modules: ["Library": "Models", "Book": "Models", "Settings": "App"])
        XCTAssertTrue(grouped.hasSuffix("""
            ### Migrated types

            #### `App`

            - `Settings`

            #### `Models`

            - `Library`
            - `Book`

            """), grouped)
        let partly = MarkdownReport.render(summary: RunSummary(filesScanned: 3, filesChanged: 3, typesMigrated: 3, followUps: 0),
                                           migratedTypes: types, findings: [], keptTypes: [], modules: ["Book": "Models"])
        XCTAssertTrue(partly.hasSuffix("#### `Models`\n\n- `Book`\n\n#### Module not known\n\n- `Library`\n- `Settings`\n"), partly)
    }

    /// The description of a real run over fixture cases (kept classes, a
    /// class hierarchy held back, a rule with several fixes, converted
    /// publishers and kept `@StateObject`s recorded as notes) equals
    /// `Tests/Snapshots/markdown-report.md`, and its text report
    /// `Tests/Snapshots/text-report.txt`; `RECORD_FIXTURES=1` rewrites them.
    func testMarkdownReportOfFixtureCasesMatchesItsSnapshot() throws {
        var sources: [SourceFile] = []
        for name in ["hierarchy-blocked-together", "object-will-change-kept", "publisher-typed-declarations", "combine-publishers-converted", "state-object-construction"] {
            for file in try FixtureCase.load(name).before {
                sources.append(SourceFile(path: "\(name)/\(file.path)", text: file.text))
            }
        }
        let report = Migrator(configuration: Configuration(scope: .all)).migrate(sources)
        let findings = report.findings.sorted()
        let output = ReportFormat.markdown.render(summary: RunSummary(report: report, findings: findings),
                                                  migratedTypes: report.migratedTypes, findings: findings, keptTypes: report.keptTypes)
        Self.assertStructure(output, findings: findings)
        XCTAssertFalse(report.keptTypes.isEmpty)
        XCTAssertTrue(output.contains("### Kept as ObservableObject\n"), output)

        let snapshot = FixtureCase.root.appendingPathComponent("Tests/Snapshots/markdown-report.md")
        if ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1" {
            try FileManager.default.createDirectory(at: snapshot.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: snapshot)
        }
        let expected = try String(contentsOf: snapshot, encoding: .utf8)
        XCTAssertEqual(output, expected, describeMismatch(expected: expected, actual: output))

        // The text report of the same run: actions first, records folded.
        let text = ReportFormat.text.render(summary: RunSummary(report: report, findings: findings), migratedTypes: report.migratedTypes, findings: findings, keptTypes: report.keptTypes)
        XCTAssertTrue(findings.contains { !$0.isAction } && findings.contains(where: \.isAction))
        let toDo = try XCTUnwrap(text.range(of: "\nto do ("))
        let recorded = try XCTUnwrap(text.range(of: "\nrecorded ("))
        XCTAssertLessThan(toDo.lowerBound, recorded.lowerBound)
        let textSnapshot = FixtureCase.root.appendingPathComponent("Tests/Snapshots/text-report.txt")
        if ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1" {
            try Data(text.utf8).write(to: textSnapshot)
        }
        let expectedText = try String(contentsOf: textSnapshot, encoding: .utf8)
        XCTAssertEqual(text, expectedText, describeMismatch(expected: expectedText, actual: text))
    }

    /// What every description must satisfy: the title first; `###` sections
    /// from the fixed set; under each rule's heading, as many task items as
    /// its count says, each `- [ ] `path:line` — message`, and each fix once;
    /// one task item per action (error, warning); each record (note) in the
    /// one folded line of its rule and file; no control character but line feeds.
    static func assertStructure(_ output: String, findings: [Finding], file: StaticString = #filePath, line: UInt = #line) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let actions = findings.filter(\.isAction)
        XCTAssertEqual(lines.first, "## Migration to Observation", file: file, line: line)
        XCTAssertEqual(lines.filter { $0.hasPrefix("## ") }.count, 1, file: file, line: line)
        let sections = lines.filter { $0.hasPrefix("### ") }
        XCTAssertTrue(Set(sections).isSubset(of: ["### Migrated types", "### Kept as ObservableObject", "### To do"]), "\(sections)", file: file, line: line)
        XCTAssertEqual(sections.contains("### To do"), !actions.isEmpty, file: file, line: line)

        let tasks = lines.filter { $0.hasPrefix("- [ ] ") || $0.hasPrefix("- [x] ") }
        XCTAssertEqual(tasks.count, actions.count, file: file, line: line)
        for task in tasks {
            XCTAssertNotNil(task.range(of: #"^- \[[ x]\] `[^`]+:\d+` — \S"#, options: .regularExpression), task, file: file, line: line)
        }
        for finding in actions {
            let item = "\(finding.applied ? "- [x]" : "- [ ]") \(MarkdownReport.code("\(finding.path):\(finding.position.line)")) — \(MarkdownReport.escape(finding.message))"
            XCTAssertTrue(lines.contains(item), "no task item for \(finding.path):\(finding.position.line)", file: file, line: line)
        }
        for record in findings where !record.isAction {
            let prefix = "- \(MarkdownReport.code(record.rule.rawValue)) \(MarkdownReport.code(record.path)) ("
            XCTAssertEqual(lines.filter { $0.hasPrefix(prefix) }.count, 1, "one line for \(record.rule.rawValue) in \(record.path)", file: file, line: line)
        }

        // Per rule heading: its count, its task items, each fix once.
        if let followUps = lines.firstIndex(of: "### To do") {
            var index = followUps + 1
            while index < lines.count {
                guard let match = lines[index].wholeMatch(of: /#### `([a-z-]+)` \((error|warning|note), (\d+)\)/) else { index += 1; continue }
                var end = index + 1
                while end < lines.count, !lines[end].hasPrefix("#"), !lines[end].hasPrefix("<details>") { end += 1 }
                let body = lines[(index + 1)..<end]
                let rule = String(match.1)
                XCTAssertEqual(body.filter { $0.hasPrefix("- [") }.count, Int(match.3), rule, file: file, line: line)
                XCTAssertEqual(body.filter { $0.hasPrefix("- [") }.count, actions.filter { $0.rule.rawValue == rule }.count, rule, file: file, line: line)
                let fixes = body.filter { $0.hasPrefix("Fix: ") }
                XCTAssertEqual(fixes.count, Set(fixes).count, "a fix repeated under \(rule)", file: file, line: line)
                XCTAssertEqual(Set(fixes), Set(findings.filter { $0.rule.rawValue == rule }.map { "Fix: " + $0.suggestedFix }), rule, file: file, line: line)
                index = end
            }
        }
        XCTAssertFalse(output.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" }, "a raw control character",
                       file: file, line: line)
    }
}
