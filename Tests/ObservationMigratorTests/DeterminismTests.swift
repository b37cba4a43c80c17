import ObservationMigrator
import SyntheticCorpus
import XCTest

/// A parallel run must produce exactly what a single-threaded run produces.
final class DeterminismTests: XCTestCase {
    func testParallelRunIsByteIdenticalToSingleThreaded() {
        var generator = CorpusGenerator(seed: 7)
        let files = generator.generate(lines: 6_000)
        let serial = Migrator(configuration: Configuration(concurrency: 1)).migrate(files)
        let parallel = Migrator(configuration: Configuration(concurrency: 4)).migrate(files)
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

    func testTheCorpusIsTheSameForTheSameSeed() {
        var first = CorpusGenerator(seed: 3)
        var second = CorpusGenerator(seed: 3)
        XCTAssertEqual(first.generate(lines: 2_000), second.generate(lines: 2_000))
    }
}
