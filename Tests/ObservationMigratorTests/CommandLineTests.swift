import Foundation
import ObservationMigrator
import XCTest
@testable import MigrationReports

/// The executable's documented behaviour: dry-run diff, --in-place, --check,
/// report formats and exit statuses.
final class CommandLineTests: XCTestCase {
    static let model = """
    import Combine

    final class Counter: ObservableObject {
        @Published var count = 0
    }

    """
    static let view = """
    import SwiftUI

    struct CounterView: View {
        @StateObject private var counter = Counter()

        var body: some View {
            Text("\\(counter.count)")
        }
    }

    """
    static let untouched = """
    import SwiftUI

    struct Plain: View {
        @State private var on = false
        var body: some View { Toggle("On", isOn: $on) }
    }

    """

    #if os(Linux)
    /// The command links FoundationEssentials, not Foundation: on Linux,
    /// Foundation's libraries cost every run milliseconds to load before the
    /// first file is read. The dynamic loader lists what the executable needs.
    func testTheCommandDoesNotLoadFoundation() throws {
        let listing = try ToolRunner.runProcess(URL(fileURLWithPath: "/usr/bin/ldd"), [ToolRunner.executable.path],
                                                in: FileManager.default.temporaryDirectory)
        XCTAssertEqual(listing.status, 0, listing.stderr)
        let libraries = listing.stdout.split(separator: "\n").compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) }
        XCTAssertTrue(libraries.contains { $0.hasPrefix("libswiftCore.so") }, listing.stdout)
        XCTAssertFalse(libraries.contains { $0.hasPrefix("libFoundation.so") }, listing.stdout)
        XCTAssertFalse(libraries.contains { $0.hasPrefix("libFoundationInternationalization.so") }, listing.stdout)
    }
    #endif

    private func makeProject() throws -> TemporaryProject {
        try TemporaryProject(files: ["Sources/Counter.swift": Self.model, "Sources/CounterView.swift": Self.view, "Sources/Plain.swift": Self.untouched])
    }

    func testDryRunPrintsADiffThatGitApplies() throws {
        let project = try makeProject()
        let result = try ToolRunner.run(["Sources"], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("--- a/Sources/Counter.swift\n+++ b/Sources/Counter.swift\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("+@Observable final class Counter {"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Plain.swift"))
        XCTAssertTrue(result.stderr.contains("3 files scanned, 2 changed, 1 types migrated"), result.stderr)
        // Nothing written by a dry run.
        XCTAssertEqual(try project.read("Sources/Counter.swift"), Self.model)

        try ToolRunner.git(["init", "-q"], in: project.url)
        try project.write("migration.patch", result.stdout)
        let apply = try ToolRunner.git(["apply", "migration.patch"], in: project.url)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        let migrated = Migrator(configuration: Configuration(scope: .all)).migrate([SourceFile(path: "a.swift", text: Self.model), SourceFile(path: "b.swift", text: Self.view)])
        XCTAssertEqual(try project.read("Sources/Counter.swift"), migrated.files[0].migrated)
        XCTAssertEqual(try project.read("Sources/CounterView.swift"), migrated.files[1].migrated)
    }

    func testInPlaceWritesOnlyChangedFilesAndKeepsPermissions() throws {
        let project = try makeProject()
        let counter = project.url.appendingPathComponent("Sources/Counter.swift")
        let plain = project.url.appendingPathComponent("Sources/Plain.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: counter.path)
        let plainModified = try FileManager.default.attributesOfItem(atPath: plain.path)[.modificationDate] as? Date
        let plainInode = try FileManager.default.attributesOfItem(atPath: plain.path)[.systemFileNumber] as? Int

        let result = try ToolRunner.run(["--in-place", "Sources"], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(try project.read("Sources/Counter.swift").contains("@Observable final class Counter {"))
        XCTAssertTrue(try project.read("Sources/CounterView.swift").contains("@State private var counter = Counter()"))
        XCTAssertEqual(try project.read("Sources/Plain.swift"), Self.untouched)
        let attributes = try FileManager.default.attributesOfItem(atPath: counter.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: plain.path)[.modificationDate] as? Date, plainModified)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: plain.path)[.systemFileNumber] as? Int, plainInode)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.url.appendingPathComponent("Sources").path)
        XCTAssertEqual(leftovers.sorted(), ["Counter.swift", "CounterView.swift", "Plain.swift"])

        // A second run has nothing left to do.
        let again = try ToolRunner.run(["--check", "Sources"], in: project.url)
        XCTAssertEqual(again.status, 0, again.stderr)
    }

    func testCheckExitsOneWhenSomethingWouldChange() throws {
        let project = try makeProject()
        let result = try ToolRunner.run(["--check", "Sources"], in: project.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(try project.read("Sources/Counter.swift"), Self.model)
        let clean = try ToolRunner.run(["--check", "Sources/Plain.swift"], in: project.url)
        XCTAssertEqual(clean.status, 0, clean.stderr)
    }

    func testCheckExitsOneWhenAFollowUpRemains() throws {
        let project = try TemporaryProject(files: ["A.swift": """
        import SwiftUI
        struct V: View {
            @StateObject var player = ThirdPartyPlayer()
            var body: some View { Text("") }
        }

        """])
        let result = try ToolRunner.run(["--check", "A.swift"], in: project.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("A.swift:3:5: warning: @StateObject 'player' has type 'ThirdPartyPlayer'"), result.stderr)
    }

    func testJSONReportDecodes() throws {
        let project = try makeProject()
        let result = try ToolRunner.run(["--report-format", "json", "Sources"], in: project.url)
        XCTAssertEqual(result.status, 0)
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(result.stderr.utf8))
        XCTAssertEqual(report.schemaVersion, JSONReport.schemaVersion)
        XCTAssertEqual(report.summary, RunSummary(filesScanned: 3, filesChanged: 2, typesMigrated: 1, followUps: 0))
        XCTAssertEqual(report.migratedTypes, ["Counter"])
    }

    func testReportFileReceivesTheReport() throws {
        let project = try makeProject()
        let result = try ToolRunner.run(["--report-format", "sarif", "--report-file", "out.sarif", "Sources"], in: project.url)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        let log = try JSONDecoder().decode(SARIFLog.self, from: Data(try project.read("out.sarif").utf8))
        XCTAssertEqual(log.version, "2.1.0")
    }

    func testMissingPathExitsTwoButOtherFilesAreProcessed() throws {
        let project = try makeProject()
        let result = try ToolRunner.run(["Sources", "Missing"], in: project.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("error: Missing: no such file or directory"), result.stderr)
        XCTAssertTrue(result.stdout.contains("+@Observable final class Counter {"))
    }

    func testUnreadableInputExitsTwoNamingIt() throws {
        let project = try makeProject()
        // A link to nothing cannot be read (tests run as root, so permissions can't be used).
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("Sources/Broken.swift").path, withDestinationPath: "Nowhere.swift")
        let result = try ToolRunner.run(["Sources"], in: project.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("error: Sources/Broken.swift: broken symbolic link"), result.stderr)
        XCTAssertTrue(result.stdout.contains("+@Observable final class Counter {"))
    }

    func testUsageErrorExitsTwo() throws {
        let project = try makeProject()
        let result = try ToolRunner.run(["--report-format", "yaml"], in: project.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("yaml"), result.stderr)
    }

    func testHelpVersionAndRuleList() throws {
        let project = try makeProject()
        let help = try ToolRunner.run(["--help"], in: project.url)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("Examples:"), help.stdout)
        let version = try ToolRunner.run(["--version"], in: project.url)
        XCTAssertEqual(version.stdout, ToolVersion.current + "\n")
        let rules = try ToolRunner.run(["--list-rules"], in: project.url)
        for rule in Rule.allCases {
            XCTAssertTrue(rules.stdout.contains(rule.rawValue), rule.rawValue)
        }
    }

    /// `observation-migrator help` prints the help, as `--help` does,
    /// unless a file or folder named `help` is there: then it is migrated.
    func testHelpAloneIsTheHelpUnlessAPathHasThatName() throws {
        let project = try makeProject()
        let help = try ToolRunner.run(["help"], in: project.url, scopeAll: false)
        XCTAssertEqual(help.status, 0, help.stderr)
        XCTAssertEqual(help.stdout, try ToolRunner.run(["--help"], in: project.url, scopeAll: false).stdout)
        XCTAssertTrue(help.stdout.hasPrefix("OVERVIEW: "), help.stdout)

        try project.write("help/Counter.swift", Self.model)
        try project.write("help/CounterView.swift", Self.view)
        let path = try ToolRunner.run(["help"], in: project.url, scopeAll: false)
        XCTAssertEqual(path.status, 0, path.stderr)
        XCTAssertTrue(path.stdout.contains("+++ b/help/Counter.swift"), path.stdout)
    }

    /// A misspelt option is a usage error (status 2) that names the option
    /// meant; nothing is run.
    func testMisspeltOptionSuggestsTheOptionMeant() throws {
        let project = try makeProject()
        let result = try ToolRunner.run(["--inplace", "Sources"], in: project.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("Error: Unknown option '--inplace'. Did you mean '--in-place'?\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("See 'observation-migrator --help' for more information."), result.stderr)
        XCTAssertEqual(try project.read("Sources/Counter.swift"), Self.model)
    }

    /// `--generate-completion-script SHELL` prints the script on standard output.
    func testCompletionScriptIsPrinted() throws {
        let project = try makeProject()
        let bash = try ToolRunner.run(["--generate-completion-script", "bash"], in: project.url)
        XCTAssertEqual(bash.status, 0, bash.stderr)
        XCTAssertTrue(bash.stdout.contains("--in-place"), bash.stdout)
        XCTAssertTrue(bash.stdout.contains("complete -o filenames -F _observation-migrator observation-migrator"), bash.stdout)
        let zsh = try ToolRunner.run(["--generate-completion-script", "zsh"], in: project.url)
        XCTAssertEqual(zsh.status, 0, zsh.stderr)
        XCTAssertTrue(zsh.stdout.hasPrefix("#compdef observation-migrator"), zsh.stdout)
    }

    /// `--report-format markdown` writes the pull-request description.
    func testMarkdownReportFromTheCommandLine() throws {
        let project = try makeProject()
        let result = try ToolRunner.run(["--report-format", "markdown", "--report-file", "migration.md", "Sources"], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try project.read("migration.md")
        XCTAssertTrue(report.hasPrefix("## Migration to Observation\n"), report)
        XCTAssertTrue(report.contains("### Migrated types\n\n- `Counter`\n"), report)
    }

    /// `--allow-combine` is accepted for old scripts, warns, and changes nothing.
    func testAllowCombineIsDeprecatedAndHasNoEffect() throws {
        let project = try makeProject()
        let plain = try ToolRunner.run(["Sources"], in: project.url)
        let flagged = try ToolRunner.run(["--allow-combine", "Sources"], in: project.url)
        XCTAssertEqual(flagged.status, 0, flagged.stderr)
        XCTAssertTrue(flagged.stderr.contains("--allow-combine is deprecated and has no effect"), flagged.stderr)
        XCTAssertEqual(flagged.stdout, plain.stdout)
    }

    func testDefaultPathIsTheCurrentDirectory() throws {
        let project = try makeProject()
        let result = try ToolRunner.run([], in: project.url.appendingPathComponent("Sources"))
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("--- a/Counter.swift"), result.stdout)
    }

    func testExcludeSkipsMatchingPaths() throws {
        let project = try TemporaryProject(files: ["Sources/Counter.swift": Self.model, "Generated/Counter2.swift": Self.model.replacingOccurrences(of: "Counter", with: "Counter2")])
        let result = try ToolRunner.run(["--exclude", "Generated", "--exclude", "*.generated.swift", "."], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("+++ b/Sources/Counter.swift"))
        XCTAssertFalse(result.stdout.contains("Counter2"), result.stdout)
        XCTAssertTrue(result.stderr.contains("1 files scanned"), result.stderr)
    }

    /// By default only the classes SwiftUI observes migrate; the others are
    /// listed as left as is, and `--scope all` migrates them too.
    func testTheDefaultScopeMigratesOnlyObservedClasses() throws {
        let project = try TemporaryProject(files: [
            "Counter.swift": Self.model,
            "CounterView.swift": Self.view,
            "Feed.swift": Self.model.replacingOccurrences(of: "Counter", with: "Feed"),
        ])
        let observed = try ToolRunner.run(["."], in: project.url, scopeAll: false)
        XCTAssertEqual(observed.status, 0, observed.stderr)
        XCTAssertTrue(observed.stdout.contains("+@Observable final class Counter {"), observed.stdout)
        XCTAssertFalse(observed.stdout.contains("Feed.swift"), observed.stdout)
        XCTAssertTrue(observed.stderr.contains("'Feed' is not observed by SwiftUI: left as is"), observed.stderr)
        let all = try ToolRunner.run(["--scope", "all", "."], in: project.url, scopeAll: false)
        XCTAssertTrue(all.stdout.contains("+@Observable final class Feed {"), all.stdout)
        XCTAssertFalse(all.stderr.contains("not observed by SwiftUI"), all.stderr)
        let wrong = try ToolRunner.run(["--scope", "views", "."], in: project.url, scopeAll: false)
        XCTAssertEqual(wrong.status, 2)
    }

    func testOnlyMigratesTheNamedTypes() throws {
        let project = try TemporaryProject(files: [
            "A.swift": Self.model,
            "B.swift": Self.model.replacingOccurrences(of: "Counter", with: "Timer"),
        ])
        let result = try ToolRunner.run(["--only", "Timer, Unknown", "."], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("+@Observable final class Timer {"), result.stdout)
        XCTAssertFalse(result.stdout.contains("A.swift"), result.stdout)
    }

    /// Two targets of one package, each with a `Counter`: only the observable one changes.
    private func makeTwoTargetPackage() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Two\",\n    platforms: [.iOS(.v17)],\n    targets: [.target(name: \"Watch\"), .target(name: \"Phone\")]\n)\n",
            "Sources/Watch/Counter.swift": Self.model,
            "Sources/Watch/CounterView.swift": Self.view,
            "Sources/Phone/Counter.swift": "final class Counter {\n    var count = 0\n}\n",
            "Sources/Phone/Screen.swift": "import UIKit\n\nfinal class Screen: NSObject {\n    let counter = Counter()\n}\n",
            "Scripts/tool.swift": "print(\"hello\")\n",
        ])
    }

    func testModulesAreReadFromTheManifest() throws {
        let project = try makeTwoTargetPackage()
        let result = try ToolRunner.run(["."], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("+++ b/Sources/Watch/Counter.swift"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Sources/Phone"), result.stdout)
        XCTAssertTrue(result.stderr.contains("migrated types by module:\n  Watch (target of Package.swift): Counter\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("note: no Package.swift or Xcode project describes 'Scripts' (1 file): each such folder is read as one module, which sees the others"), result.stderr)

        let json = try ToolRunner.run(["--report-format", "json", "."], in: project.url)
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(json.stderr.utf8))
        XCTAssertEqual(report.migratedTypes, ["Watch.Counter"])
        XCTAssertEqual(report.modules?.isDescribed, true)
        XCTAssertEqual(report.modules?.modules.first { $0.name == "Watch" }?.migratedTypes, ["Counter"])
        XCTAssertEqual(report.modules?.modules.first { $0.name == "Phone" }?.migratedTypes, [])
        XCTAssertEqual(report.modules?.undescribedFolders, ["Scripts"])

        let markdown = try ToolRunner.run(["--report-format", "markdown", "."], in: project.url)
        XCTAssertTrue(markdown.stderr.contains("#### `Watch`\n\n- `Watch.Counter`\n"), markdown.stderr)
    }

    func testOnlyAcceptsModuleQualifiedNames() throws {
        let project = try makeTwoTargetPackage()
        try project.write("Sources/Phone/Counter.swift", Self.model)
        let result = try ToolRunner.run(["--only", "Phone.Counter", "."], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("+++ b/Sources/Phone/Counter.swift"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Sources/Watch"), result.stdout)
    }

    func testListModulesPrintsTheMap() throws {
        let project = try makeTwoTargetPackage()
        let result = try ToolRunner.run(["--list-modules", "."], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Watch (target of Package.swift)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Sources/Phone/Screen.swift"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Scripts"), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }

    func testAProjectWithoutManifestSaysSo() throws {
        let project = try makeProject()
        let result = try ToolRunner.run(["Sources"], in: project.url)
        XCTAssertTrue(result.stderr.contains("note: no Package.swift or Xcode project describes these files: they are read as one module"), result.stderr)
    }

    func testDeploymentTargetIsReportedUnlessSkipped() throws {
        let project = try makeProject()
        try project.write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", platforms: [.iOS(.v16)], targets: [.target(name: "App", path: "Sources")])

        """)
        let result = try ToolRunner.run(["--report-format", "xcode", "."], in: project.url)
        XCTAssertEqual(result.stderr, "Package.swift:3:48: warning: the deployment target is iOS 16, but @Observable needs iOS 17 [deployment-target]\n")
        let skipped = try ToolRunner.run(["--report-format", "xcode", "--skip-deployment-check", "."], in: project.url)
        XCTAssertEqual(skipped.stderr, "")
    }

    func testJobsDoNotChangeTheOutput() throws {
        let project = try makeProject()
        let one = try ToolRunner.run(["--jobs", "1", "Sources"], in: project.url)
        let four = try ToolRunner.run(["--jobs", "4", "Sources"], in: project.url)
        XCTAssertEqual(one.stdout, four.stdout)
        XCTAssertEqual(one.stderr, four.stderr)
        let invalid = try ToolRunner.run(["--jobs", "0", "Sources"], in: project.url)
        XCTAssertEqual(invalid.status, 2)
    }

    func testTextReportGroupsFindingsWithFixes() throws {
        let project = try TemporaryProject(files: ["A.swift": """
        import SwiftUI
        final class Feed: ObservableObject {
            @Published var items: [String] = []
            lazy var formatter = DateFormatter()
        }
        struct V: View {
            @StateObject var player = ThirdPartyPlayer()
            var body: some View { Text("") }
        }

        """])
        let result = try ToolRunner.run(["A.swift"], in: project.url)
        XCTAssertEqual(result.status, 0)
        // The warning (to do) with its fix first; the note folded into the records.
        XCTAssertTrue(result.stderr.contains("""
        to do (1):

        A.swift:7:5: warning: @StateObject 'player' has type 'ThirdPartyPlayer', which is not a class this run migrates; left as is [unknown-observable]
            fix: 
        """), result.stderr)
        XCTAssertTrue(result.stderr.contains("""
        recorded (1), one line per file and rule:
          A.swift:4: [lazy-ignored] 'formatter' in 'Feed' is lazy, so it got @ObservationIgnored; as before (a lazy var cannot be @Published), changes to it do not update views
        """), result.stderr)
        XCTAssertTrue(result.stderr.contains("lazy-ignored                  1\nunknown-observable            1\n"), result.stderr)
    }
}
