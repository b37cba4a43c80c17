import Foundation
import ObservationMigrator
import SyntheticCorpus
import SyntaxSupport
import XCTest

/// Progress: every file is counted through each stage; the command shows a
/// progress line only on a terminal, and not with `--quiet`.
final class ProgressTests: XCTestCase {
    func testEveryFileIsCountedThroughEachStage() {
        var generator = CorpusGenerator(seed: 3)
        let files = generator.generate(lines: 5_000)
        let progress = MigrationProgress()
        _ = Migrator(configuration: Configuration(scope: .all, concurrency: 2)).migrate(files, progress: progress)
        let counts = progress.snapshot
        XCTAssertEqual(counts.total, files.count)
        XCTAssertEqual(counts.scanned, files.count)
        XCTAssertEqual(counts.rewritten, files.count)
        XCTAssertGreaterThan(counts.analysed, 0)
        XCTAssertLessThanOrEqual(counts.analysed, files.count)
    }

    /// Runs the command under a pseudo-terminal (`script`), on a project large
    /// enough for the debug build to take well over the one-second delay.
    private static func runOnATerminal(_ arguments: [String], in folder: URL) throws -> ToolRunner.Result {
        let command = ([ToolRunner.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ") + " > /dev/null"
        return try ToolRunner.runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["script", "-q", "-e", "-c", command, "/dev/null"], in: folder)
    }

    func testAProgressLineOnATerminalOnly() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("no script(1) to give the command a terminal")
        }
        var generator = CorpusGenerator(seed: 5)
        var files: [String: String] = [:]
        for file in generator.generate(lines: 30_000) { files[file.path] = file.text }
        let project = try TemporaryProject(files: files)

        // The two terminal runs side by side, on two cores.
        let folder = project.url
        let runs = ParallelMap.map([["--jobs", "1", "."], ["--jobs", "1", "--quiet", "."]], concurrency: nil) { arguments in
            Result { try Self.runOnATerminal(arguments, in: folder) }
        }
        let shown = try runs[0].get()
        XCTAssertEqual(shown.status, 0, shown.stdout + shown.stderr)
        XCTAssertTrue(shown.stdout.contains("files: "), shown.stdout)
        XCTAssertTrue(shown.stdout.contains(" analysed, "), shown.stdout)
        // Erased before the report.
        XCTAssertTrue(shown.stdout.contains("\r\u{1B}[Kobservation-migrator: "), shown.stdout)

        let quiet = try runs[1].get()
        XCTAssertEqual(quiet.status, 0, quiet.stdout + quiet.stderr)
        XCTAssertFalse(quiet.stdout.contains(" analysed, "), quiet.stdout)
        XCTAssertTrue(quiet.stdout.contains("observation-migrator: "), quiet.stdout)

        // Not a terminal: no progress either.
        let piped = try ToolRunner.run(["--jobs", "1", "."], in: project.url)
        XCTAssertFalse(piped.stderr.contains(" analysed, "), piped.stderr)
    }
}
