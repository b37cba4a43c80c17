import Foundation
@testable import ObservationMigrator
import SyntheticCorpus
import SyntaxSupport
import XCTest

/// A run that stopped part way (interrupted between two files, a file that
/// could not be written) leaves some files migrated and some not; running
/// the tool again finishes it: the result is byte for byte a clean run's.
/// The same holds for models someone migrated by hand.
final class ResumedRunTests: XCTestCase {
    func testTheSampleAppFinishesFromEveryFileBoundary() throws {
        let folder = FixtureCase.fixturesDirectory.appendingPathComponent("SampleApp")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let files = try names.map { SourceFile(path: $0, text: try FixtureCase.readExact(folder.appendingPathComponent($0))) }
        assertResumes(files, "SampleApp")
    }

    func testAGeneratedProjectFinishesFromEveryFileBoundary() {
        var generator = CorpusGenerator(seed: 3)
        assertResumes(generator.generate(lines: 3_000), "corpus")
    }

    func testEveryFixtureFinishesFromEveryFileBoundary() throws {
        for fixture in try FixtureCase.all() where fixture.before.count > 1 {
            assertResumes(fixture.before, fixture.name, configuration: fixture.configuration, settings: fixture.settings)
        }
    }

    /// Every prefix of the changed files (in the order `--in-place` writes
    /// them) migrated and the rest not (an interruption), and each prefix
    /// without one of its files (a file that could not be written, after which
    /// the writer leaves the files that only drop a conformance): a second run
    /// gives the clean run's output.
    private func assertResumes(_ files: [SourceFile], _ label: String, configuration: Configuration = Configuration(scope: .all, concurrency: 1),
                               settings: [ProjectSettingsFile] = []) {
        let clean = Migrator(configuration: configuration).migrate(files, settings: settings)
        let position = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($0.element.path, $0.offset) })
        let changed = clean.changedFilesInWriteOrder.compactMap { position[$0.path] }
        guard changed.count > 1 else { return }
        var states: [Set<Int>] = (1..<changed.count).map { Set(changed.prefix($0)) }
        // A file that could not be written: the writer goes on with the files
        // of its stage, and leaves those of later stages (`writeStage`) as they are.
        for count in 2..<(changed.count + 1) {
            for skipped in 0..<(count - 1) {
                let failedStage = clean.writeStage(of: files[changed[skipped]].path)
                let after = changed.prefix(count).dropFirst(skipped + 1).filter { clean.writeStage(of: files[$0].path) <= failedStage }
                states.append(Set(changed.prefix(skipped)).union(after))
            }
        }
        // The second runs on every core; their outputs are compared in order.
        let seconds = ParallelMap.map(states, concurrency: nil) { written in
            let partial = files.indices.map { SourceFile(path: files[$0].path, text: written.contains($0) ? clean.files[$0].migrated : files[$0].text) }
            return Migrator(configuration: configuration).migrate(partial, settings: settings).files.map(\.migrated)
        }
        var failures = 0
        for (written, second) in zip(states, seconds) where failures < 3 {
            for (resumed, expected) in zip(second, clean.files) where resumed != expected.migrated {
                failures += 1
                let done = written.sorted().map { files[$0].path }
                XCTFail("\(label): after writing \(done), a second run gives for \(expected.path):\n\(describeMismatch(expected: expected.migrated, actual: resumed))")
                break
            }
        }
    }
}
