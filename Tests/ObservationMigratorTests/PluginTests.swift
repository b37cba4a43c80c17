import Foundation
import XCTest

/// The `migrate-to-observation` command plugin, run through `swift package`
/// on a temporary package that depends on this one by path, as a user's
/// package would.
///
/// The temporary package's build products live in `.build/plugin-test` of
/// this package, so only the first run builds the tool (about a minute and a
/// half on 2 cores); later runs only resolve and check the build (seconds).
/// Resolution needs this package's dependencies to be fetchable, as for any
/// build of this package.
final class PluginTests: XCTestCase {
    static let scratchPath = FixtureCase.root.appendingPathComponent(".build/plugin-test")

    static let model = """
    import Combine

    final class Counter: ObservableObject {
        @Published var count = 0
    }

    """
    static let migratedModel = """
    import Observation

    @Observable final class Counter {
        var count = 0
    }

    """
    static let otherTarget = """
    import Combine

    class Settings: ObservableObject { @Published var x = 0 }

    """

    private func makePackage() throws -> TemporaryProject {
        let root = FixtureCase.root.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Consumer",
            dependencies: [.package(path: "\(root)")],
            targets: [.target(name: "Models"), .target(name: "Other")]
        )

        """
        return try TemporaryProject(files: [
            "Package.swift": manifest,
            "Sources/Models/Counter.swift": Self.model,
            "Sources/Other/Settings.swift": Self.otherTarget,
        ])
    }

    /// `swift package … migrate-to-observation ARGUMENTS --scope all` in
    /// `package` (its models are observed by no view).
    private func plugin(_ arguments: [String], in package: TemporaryProject, allowWriting: Bool = true) throws -> ToolRunner.Result {
        var options = ["package", "--scratch-path", Self.scratchPath.path]
        #if os(Linux)
        // Plugins run unsandboxed on Linux anyway; the flag keeps that explicit.
        options.append("--disable-sandbox")
        #endif
        if allowWriting { options.append("--allow-writing-to-package-directory") }
        return try ToolRunner.runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + options + ["migrate-to-observation"] + arguments + ["--scope", "all"], in: package.url)
    }

    func testPluginPrintsTheDiffOnDryRunAndRewritesInPlace() throws {
        let package = try makePackage()

        // Dry run over every target: the diff and the report, nothing written.
        let dryRun = try plugin(["--dry-run"], in: package)
        XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
        let diff = [
            "--- a/Sources/Models/Counter.swift",
            "+++ b/Sources/Models/Counter.swift",
            "@@ -1,5 +1,5 @@",
            "-import Combine",
            "+import Observation",
            " ",
            "-final class Counter: ObservableObject {",
            "-    @Published var count = 0",
            "+@Observable final class Counter {",
            "+    var count = 0",
            " }",
        ].joined(separator: "\n") + "\n"
        XCTAssertTrue(dryRun.stdout.contains(diff), dryRun.stdout)
        XCTAssertTrue(dryRun.stdout.contains("+++ b/Sources/Other/Settings.swift\n"), dryRun.stdout)
        // The manifest is read for deployment targets, with the two sources.
        XCTAssertTrue(dryRun.stdout.contains("observation-migrator: 3 files scanned, 2 changed, 2 types migrated"), dryRun.stdout)
        XCTAssertEqual(try package.read("Sources/Models/Counter.swift"), Self.model)
        XCTAssertEqual(try package.read("Sources/Other/Settings.swift"), Self.otherTarget)

        // In place, one target: that target's file rewritten, the other's untouched.
        let inPlace = try plugin(["--target", "Models"], in: package)
        XCTAssertEqual(inPlace.status, 0, inPlace.stderr)
        XCTAssertFalse(inPlace.stdout.contains("+++ "), "no diff when writing: \(inPlace.stdout)")
        XCTAssertTrue(inPlace.stdout.contains("observation-migrator: 2 files scanned, 1 changed, 1 types migrated"), inPlace.stdout)
        XCTAssertEqual(try package.read("Sources/Models/Counter.swift"), Self.migratedModel)
        XCTAssertEqual(try package.read("Sources/Other/Settings.swift"), Self.otherTarget)

        // Tool options pass through: --check writes nothing and fails the command
        // while the other target would still change.
        let check = try plugin(["--check", "--report-format", "github"], in: package)
        XCTAssertNotEqual(check.status, 0, check.stdout)
        XCTAssertTrue((check.stdout + check.stderr).contains("observation-migrator exited with status 1"), check.stderr)
        XCTAssertTrue(check.stdout.contains("+++ b/Sources/Other/Settings.swift\n"), check.stdout)
        XCTAssertEqual(try package.read("Sources/Other/Settings.swift"), Self.otherTarget)
        XCTAssertEqual(try package.read("Sources/Models/Counter.swift"), Self.migratedModel)
    }

    /// The integrations guide documents the command, its options and the permission's
    /// reason as the manifest declares them.
    func testReadmeDocumentsThePlugin() throws {
        let readme = try String(contentsOf: FixtureCase.root.appendingPathComponent("docs/integrations.md"), encoding: .utf8)
        let manifest = try String(contentsOf: FixtureCase.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let verb = try XCTUnwrap(manifest.firstMatch(of: /verb: "([^"]+)"/)?.1)
        let reason = try XCTUnwrap(manifest.firstMatch(of: /reason: "([^"]+)"/)?.1)
        XCTAssertEqual(verb, "migrate-to-observation")
        XCTAssertTrue(readme.contains("swift package --allow-writing-to-package-directory \(verb) [--target T]... [--dry-run] [tool options]"))
        for option in ["--target T", "--dry-run"] {
            XCTAssertTrue(readme.contains("| `\(option)` |"), "docs/integrations.md lacks a row for \(option)")
        }
        XCTAssertTrue(readme.replacingOccurrences(of: "\n  ", with: " ").contains("\"\(reason)\""), "docs/integrations.md does not quote the permission's reason")
    }

    /// A misspelt target is an error, and nothing is written.
    func testPluginRejectsAnUnknownTarget() throws {
        let package = try makePackage()
        let result = try plugin(["--target", "Modles"], in: package)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue((result.stdout + result.stderr).contains("no target named 'Modles' in this package"), result.stderr)
        XCTAssertEqual(try package.read("Sources/Models/Counter.swift"), Self.model)
    }

    /// The permission is declared: without it SwiftPM refuses to run the
    /// plugin (a dry run included: SwiftPM asks before the plugin starts).
    func testPluginAsksForPermissionToWrite() throws {
        let package = try makePackage()
        let result = try plugin(["--dry-run"], in: package, allowWriting: false)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue((result.stdout + result.stderr).contains("wants permission to write to the package directory"), result.stderr)
        XCTAssertTrue((result.stdout + result.stderr).contains("Rewrites the Swift source files of the chosen targets"), result.stderr)
        XCTAssertEqual(try package.read("Sources/Models/Counter.swift"), Self.model)
    }
}
