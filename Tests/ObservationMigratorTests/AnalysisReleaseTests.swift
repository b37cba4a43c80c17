@testable import ObservationMigrator
import SyntheticCorpus
import XCTest
@testable import SyntaxSupport

/// The command line keeps what a run analysed until the process exits
/// (`Migrator.releasesAnalysis`): the report must not depend on it, and what
/// is kept must stay alive.
final class AnalysisReleaseTests: XCTestCase {
    func testTheReportIsTheSameWhetherTheAnalysisIsFreedOrKept() throws {
        var generator = CorpusGenerator(seed: 17)
        let projects = try FixtureCase.all().prefix(20).map(\.before) + [generator.generate(lines: 3_000)]
        var changed = 0
        // The projects on every core, the largest (the generated one) first.
        let runs = projects.flatMap { files in [1, 2].map { (files: files, concurrency: $0) } }
        for (freed, kept) in ParallelMap.map(runs, concurrency: nil, largestFirst: runs.map { $0.files.reduce(0) { $0 + $1.text.utf8.count } }, { run in
            let freed = Migrator(configuration: Configuration(scope: .all, concurrency: run.concurrency)).migrate(run.files)
            var keeping = Migrator(configuration: Configuration(scope: .all, concurrency: run.concurrency))
            keeping.releasesAnalysis = false
            return (freed, keeping.migrate(run.files))
        }) {
            XCTAssertEqual(kept.files, freed.files)
            XCTAssertEqual(kept.findings, freed.findings)
            XCTAssertEqual(kept.migratedTypes, freed.migratedTypes)
            XCTAssertEqual(kept.keptTypes, freed.keptTypes)
            changed += freed.changedFiles.count
        }
        XCTAssertGreaterThan(changed, 20, "the projects must give the rewrite work")
    }

    private final class Tracked: Sendable {}

    /// A value kept until exit outlives every reference to it; one released
    /// on the caller's thread (one thread) does not.
    func testAValueKeptUntilExitIsNeverFreed() {
        weak var kept: Tracked?
        weak var released: Tracked?
        do {
            let first = Tracked()
            let second = Tracked()
            kept = first
            released = second
            ReleaseInBackground.keepUntilExit(first)
            ReleaseInBackground.release(second, concurrency: 1)
        }
        XCTAssertNotNil(kept)
        XCTAssertNil(released)
    }
}
