import ObservationMigrator
@testable import observation_migrator
import XCTest

/// The command line as the command reads it: every option of the table, the
/// forms of a value, `--`, the requests that stand alone, usage errors, and
/// the help written from the same table.
final class CommandLineParsingTests: XCTestCase {
    private func command(_ arguments: [String]) throws -> MigrateCommand {
        guard case .run(let command) = try MigrateCommand.parse(arguments) else {
            XCTFail("\(arguments) is not a run")
            return MigrateCommand()
        }
        return command
    }

    private func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try MigrateCommand.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    func testNoArgumentsIsADryRunOfTheCurrentDirectory() throws {
        let parsed = try command([])
        XCTAssertEqual(parsed, MigrateCommand())
        XCTAssertEqual(parsed.discoveryPaths, ["."])
        XCTAssertEqual(parsed.reportFormat, .text)
        XCTAssertNil(parsed.jobs)
    }

    /// Each option sets what it names, and nothing else.
    func testEveryOptionSetsItsProperty() throws {
        var expected = MigrateCommand()
        expected.paths = ["Sources", "App/Model.swift"]
        expected.inPlace = true
        expected.reportFormat = .sarif
        expected.reportFile = "report.sarif"
        expected.only = "Library,App.Store"
        expected.exclude = ["Generated/**", "*.pb.swift"]
        expected.allowCombine = true
        expected.ignoreUnpublished = true
        expected.skipDeploymentCheck = true
        expected.allowDirty = true
        expected.followSymlinks = true
        expected.jobs = 3
        expected.quiet = true
        expected.listRules = true
        expected.listModules = true
        expected.scope = .all
        let parsed = try command([
            "--in-place", "Sources", "--report-format", "sarif", "--report-file", "report.sarif",
            "--only", "Library,App.Store", "--scope", "all", "--exclude", "Generated/**", "--exclude=*.pb.swift", "--allow-combine",
            "--ignore-unpublished", "--skip-deployment-check", "--allow-dirty", "--follow-symlinks",
            "--jobs=3", "--quiet", "--list-rules", "--list-modules", "App/Model.swift",
        ])
        XCTAssertEqual(parsed, expected)
        XCTAssertTrue(try command(["--check"]).check)
        XCTAssertEqual(try command(["--report-format=json"]).reportFormat, .json)
        XCTAssertEqual(try command(["--jobs", "2", "."]).jobs, 2)
        XCTAssertEqual(try command(["."]).scope, .observed)
        XCTAssertThrowsError(try command(["--scope", "some"]))
        // Every option of the table is set by one of the command lines above
        // (the control: an option no line gives is caught here).
        let given = ["in-place", "check", "report-format", "report-file", "only", "scope", "exclude", "allow-combine", "ignore-unpublished",
                     "skip-deployment-check", "allow-dirty", "follow-symlinks", "jobs", "quiet", "list-rules", "list-modules"]
        XCTAssertEqual(MigrateCommand.options.map(\.name), given)
    }

    /// A later value of a one-value option replaces the earlier one; a value
    /// may contain `=` and may be `-`.
    func testValueForms() throws {
        XCTAssertEqual(try command(["--only", "A", "--only", "B"]).only, "B")
        XCTAssertEqual(try command(["--report-file=a=b.txt"]).reportFile, "a=b.txt")
        XCTAssertEqual(try command(["--report-file", "-"]).reportFile, "-")
        XCTAssertEqual(try command(["--only="]).only, "")
        XCTAssertEqual(try command(["-"]).paths, ["-"])
    }

    /// After `--` every argument is a path, even one that looks like an option.
    func testDoubleDashEndsTheOptions() throws {
        let parsed = try command(["--quiet", "--", "--in-place", "-odd.swift", "--help"])
        XCTAssertEqual(parsed.paths, ["--in-place", "-odd.swift", "--help"])
        XCTAssertTrue(parsed.quiet)
        XCTAssertFalse(parsed.inPlace)
    }

    /// `--help` and `--version` stand alone, wherever they are before `--`.
    func testHelpAndVersionRequests() throws {
        XCTAssertEqual(try MigrateCommand.parse(["--help"]), .help)
        XCTAssertEqual(try MigrateCommand.parse(["-h"]), .help)
        XCTAssertEqual(try MigrateCommand.parse(["--in-place", "--unknown", "--help"]), .help)
        XCTAssertEqual(try MigrateCommand.parse(["--version"]), .version)
        XCTAssertEqual(try MigrateCommand.parse(["Sources", "--version"]), .version)
    }

    func testUsageErrors() {
        XCTAssertEqual(usageError(["--frobnicate"]), "unknown option '--frobnicate'")
        XCTAssertEqual(usageError(["--frobnicate=1"]), "unknown option '--frobnicate'")
        XCTAssertEqual(usageError(["-j", "2"]), "unknown option '-j'")
        XCTAssertEqual(usageError(["--in-place=yes"]), "'--in-place' takes no value")
        XCTAssertEqual(usageError(["--jobs"]), "missing value for '--jobs'")
        XCTAssertEqual(usageError(["--report-file", "--quiet"]), "missing value for '--report-file'")
        XCTAssertEqual(usageError(["--jobs", "two"]), "the value 'two' is invalid for '--jobs'; it is a whole number")
        XCTAssertEqual(usageError(["--jobs", "0"]), "--jobs must be at least 1")
        XCTAssertEqual(usageError(["--check", "--in-place"]), "--check and --in-place cannot be combined")
        let format = usageError(["--report-format", "yaml"])
        XCTAssertEqual(format, "the value 'yaml' is invalid for '--report-format'; it is one of: text, json, xcode, sarif, github, markdown")
        XCTAssertNil(usageError(["--jobs", "1", "--check"]))
    }

    /// The help lists the paths and every option the table does not hide,
    /// with its value's name, in 80 columns (but for the examples, printed as written).
    func testHelpIsWrittenFromTheTable() throws {
        let help = MigrateCommand.helpText
        XCTAssertTrue(help.hasPrefix("OVERVIEW: Migrate SwiftUI code from ObservableObject to the Observation\nframework (@Observable).\n\n"), help)
        XCTAssertTrue(help.contains("\nUSAGE: observation-migrator [<options>] [<paths> ...]\n"))
        XCTAssertTrue(help.contains("\n  <paths>                 Swift files or directories to migrate (default: the\n                          current directory).\n"), help)
        XCTAssertTrue(help.contains("\n  --jobs <count>          Number of files processed in parallel (default: one\n"), help)
        XCTAssertTrue(help.contains("\n  --report-format <format>\n                          Report format: text, json,"), help)
        for option in MigrateCommand.options {
            let listed = help.contains("\n  --\(option.name) ") || help.contains("\n  --\(option.name)\n")
            XCTAssertEqual(listed, !option.hidden, option.name)
        }
        XCTAssertTrue(MigrateCommand.options.contains { $0.hidden })
        XCTAssertTrue(help.hasSuffix("  --version               Show the version.\n  -h, --help              Show help information.\n"))
        let examples = try XCTUnwrap(help.range(of: "Examples:")), listing = try XCTUnwrap(help.range(of: "\nARGUMENTS:\n"))
        XCTAssertEqual((help[..<examples.lowerBound] + help[listing.upperBound...]).split(separator: "\n").filter { $0.count > 80 }, [])
        // Every help word is in the text (none lost in the wrapping).
        let words = Set(help.split(whereSeparator: { $0 == " " || $0 == "\n" }))
        for option in MigrateCommand.options where !option.hidden {
            for word in option.help.split(separator: " ") { XCTAssertTrue(words.contains(word), "\(option.name): \(word)") }
        }
    }
}
