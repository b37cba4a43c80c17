import ObservationMigrator
import SyntaxSupport
import SyntheticCorpus
import XCTest
@testable import MigrationReports

/// A parallel run must produce exactly what a single-threaded run produces.
final class DeterminismTests: XCTestCase {
    func testParallelRunIsByteIdenticalToSingleThreaded() {
        var generator = CorpusGenerator(seed: 7)
        let files = generator.generate(lines: 6_000)
        let serial = Migrator(configuration: Configuration(scope: .all, concurrency: 1)).migrate(files)
        let parallel = Migrator(configuration: Configuration(scope: .all, concurrency: 4)).migrate(files)
        XCTAssertGreaterThan(serial.changedFiles.count, 0, "the corpus must contain work to do")
        XCTAssertEqual(serial.files, parallel.files)
        XCTAssertEqual(serial.findings, parallel.findings)
        XCTAssertEqual(serial.migratedTypes, parallel.migratedTypes)
        let render = { (report: MigrationReport) in
            report.changedFiles.map { UnifiedDiff.make(path: $0.path, original: $0.original, migrated: $0.migrated) }.joined()
                + ReportFormat.json.render(summary: RunSummary(report: report, findings: report.findings),
                                           migratedTypes: report.migratedTypes, findings: report.findings)
        }
        XCTAssertEqual(render(serial), render(parallel))
    }

    /// The command, run as a user runs it, prints the same diff and report with
    /// one thread as with several, over every fixture (before and after files
    /// together: one project full of same-named types) and a generated project.
    func testTheCommandPrintsTheSameWhateverTheJobCount() throws {
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("om-determinism-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: corpus) }
        var generator = CorpusGenerator(seed: 11)
        for file in generator.generate(lines: 8_000) {
            let url = corpus.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        for directory in [FixtureCase.fixturesDirectory, corpus] {
            // The two runs side by side on two cores: one thread, and more
            // threads than cores (the JSON report is compared in process,
            // `testParallelRunIsByteIdenticalToSingleThreaded`).
            let runs = ["1", "5"].map { ["--jobs", $0, "."] }
            var outputs: [String] = []
            for result in ParallelMap.map(runs, concurrency: nil, { arguments in Result { try ToolRunner.run(arguments, in: directory) } }) {
                let result = try result.get()
                XCTAssertEqual(result.status, 0, result.stderr)
                outputs.append(result.stdout + "\u{0}" + result.stderr)
            }
            XCTAssertFalse(outputs[0].hasPrefix("\u{0}"), "the project must contain work to do")
            XCTAssertEqual(outputs[0], outputs[1], "jobs 1 and 5 differ in \(directory.lastPathComponent)")
        }
    }

    func testTheCorpusIsTheSameForTheSameSeed() {
        var first = CorpusGenerator(seed: 3)
        var second = CorpusGenerator(seed: 3)
        XCTAssertEqual(first.generate(lines: 2_000), second.generate(lines: 2_000))
    }
}
