import ArgumentParser
import Foundation
import ObservationMigrator
@testable import observation_migrator
import XCTest
@testable import MigrationReports

/// The command line as the command reads it: every option the command
/// declares, the forms of a value, `--`, the requests that stand alone
/// (`--help`, `help`, `--version`, completion scripts), usage errors with
/// their exit status and suggestions, and the help.
final class CommandLineParsingTests: XCTestCase {
    private func command(_ arguments: [String]) throws -> MigrateCommand {
        guard let command = try MigrateCommand.parseAsRoot(arguments) as? MigrateCommand else { throw NotARun(arguments: arguments) }
        return command
    }

    private struct NotARun: Error {
        let arguments: [String]
    }

    /// The message and exit status of a command line that is refused or
    /// stands alone (help, version); nil for a run.
    private func outcome(_ arguments: [String]) -> (message: String, status: Int32)? {
        do {
            // The help is a command of ArgumentParser's own, which throws its request when run.
            var parsed = try MigrateCommand.parseAsRoot(arguments)
            if parsed is MigrateCommand { return nil }
            try parsed.run()
            return nil
        } catch {
            return (MigrateCommand.fullMessage(for: error, columns: 80), MigrateCommand.exitStatus(for: error))
        }
    }

    /// A usage error's message (its first line), checking that it exits 2.
    private func usageError(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard let outcome = outcome(arguments) else { return nil }
        XCTAssertEqual(outcome.status, 2, "\(arguments)", file: file, line: line)
        XCTAssertTrue(outcome.message.contains("\nUsage: observation-migrator [<options>] [<paths> ...]\n"), outcome.message, file: file, line: line)
        return outcome.message.split(separator: "\n").first.map(String.init)
    }

    /// The command's stored properties (`inPlace`, `reportFile`, …) and
    /// what each holds, as text.
    private func values(_ command: MigrateCommand) -> [String: String] {
        var values: [String: String] = [:]
        for child in Mirror(reflecting: command).children {
            guard let label = child.label else { continue }
            values[label.hasPrefix("_") ? String(label.dropFirst()) : label] = String(describing: child.value)
        }
        return values
    }

    /// The options the command declares (hidden ones included), as its
    /// help's JSON dump lists them: long name, whether the help shows it.
    static func declaredOptions() throws -> [(name: String, shown: Bool)] {
        struct Dump: Decodable {
            struct Command: Decodable { var arguments: [Argument] }
            struct Argument: Decodable {
                var kind: String
                var preferredName: Name?
                var shouldDisplay: Bool
            }
            struct Name: Decodable {
                var kind: String
                var name: String
            }
            var command: Command
        }
        let dump = try JSONDecoder().decode(Dump.self, from: Data(MigrateCommand._dumpHelp().utf8))
        return dump.command.arguments.compactMap { argument in
            guard argument.kind != "positional", let name = argument.preferredName, name.kind == "long" else { return nil }
            return (name.name, argument.shouldDisplay)
        }.filter { !["help", "version"].contains($0.name) }
    }

    func testNoArgumentsIsADryRunOfTheCurrentDirectory() throws {
        let parsed = try command([])
        XCTAssertEqual(parsed.paths, [])
        XCTAssertEqual(parsed.discoveryPaths, ["."])
        XCTAssertEqual(parsed.reportFormat, .text)
        XCTAssertNil(parsed.jobs)
        XCTAssertNil(parsed.reportFile)
        XCTAssertNil(parsed.only)
        XCTAssertEqual(parsed.exclude, [])
        let flags = [parsed.inPlace, parsed.check, parsed.allowCombine, parsed.ignoreUnpublished, parsed.skipDeploymentCheck,
                     parsed.allowDirty, parsed.followSymlinks, parsed.quiet, parsed.listRules, parsed.listModules]
        XCTAssertEqual(flags, Array(repeating: false, count: flags.count))
    }

    /// One command line for each option the command declares, and the
    /// property it sets to what.
    private static let optionSamples: [(name: String, arguments: [String], property: String, value: String)] = [
        ("in-place", ["--in-place"], "inPlace", "true"),
        ("check", ["--check"], "check", "true"),
        ("report-format", ["--report-format", "sarif"], "reportFormat", "sarif"),
        ("report-file", ["--report-file", "report.sarif"], "reportFile", "Optional(\"report.sarif\")"),
        ("only", ["--only", "Library,App.Store"], "only", "Optional(\"Library,App.Store\")"),
        ("scope", ["--scope", "all"], "scope", "all"),
        ("exclude", ["--exclude", "Generated/**"], "exclude", "[\"Generated/**\"]"),
        ("allow-combine", ["--allow-combine"], "allowCombine", "true"),
        ("ignore-unpublished", ["--ignore-unpublished"], "ignoreUnpublished", "true"),
        ("skip-deployment-check", ["--skip-deployment-check"], "skipDeploymentCheck", "true"),
        ("allow-dirty", ["--allow-dirty"], "allowDirty", "true"),
        ("follow-symlinks", ["--follow-symlinks"], "followSymlinks", "true"),
        ("jobs", ["--jobs", "3"], "jobs", "Optional(3)"),
        ("quiet", ["--quiet"], "quiet", "true"),
        ("list-rules", ["--list-rules"], "listRules", "true"),
        ("list-modules", ["--list-modules"], "listModules", "true"),
    ]

    /// Each option sets what it names, and nothing else; every option the
    /// command declares has a sample here (the control: a new option
    /// without one fails).
    func testEveryOptionSetsItsProperty() throws {
        XCTAssertEqual(try Self.declaredOptions().map(\.name), Self.optionSamples.map(\.name))
        let defaults = values(try command([]))
        for sample in Self.optionSamples {
            var expected = defaults
            expected[sample.property] = sample.value
            XCTAssertEqual(values(try command(sample.arguments)), expected, sample.name)
        }

        // All of them at once, with paths between them.
        let parsed = try command([
            "--in-place", "Sources", "--report-format", "sarif", "--report-file", "report.sarif",
            "--only", "Library,App.Store", "--scope", "all", "--exclude", "Generated/**", "--exclude=*.pb.swift", "--allow-combine",
            "--ignore-unpublished", "--skip-deployment-check", "--allow-dirty", "--follow-symlinks",
            "--jobs=3", "--quiet", "--list-rules", "--list-modules", "App/Model.swift",
        ])
        var expected = defaults
        for sample in Self.optionSamples where sample.name != "check" { expected[sample.property] = sample.value }
        expected["exclude"] = "[\"Generated/**\", \"*.pb.swift\"]"
        expected["paths"] = "[\"Sources\", \"App/Model.swift\"]"
        XCTAssertEqual(values(parsed), expected)
        XCTAssertEqual(try command(["--report-format=json"]).reportFormat, .json)
        XCTAssertEqual(try command(["--jobs", "2", "."]).jobs, 2)
    }

    /// A later value of a one-value option replaces the earlier one; a value
    /// may contain `=`, may be `-` and may be empty (as its own argument:
    /// `--only=` alone is a missing value).
    func testValueForms() throws {
        XCTAssertEqual(try command(["--only", "A", "--only", "B"]).only, "B")
        XCTAssertEqual(try command(["--report-file=a=b.txt"]).reportFile, "a=b.txt")
        XCTAssertEqual(try command(["--report-file", "-"]).reportFile, "-")
        XCTAssertEqual(try command(["--only", ""]).only, "")
        XCTAssertEqual(usageError(["--only="]), "Error: Missing value for '--only <types>'")
        XCTAssertEqual(try command(["-"]).paths, ["-"])
    }

    /// After `--` every argument is a path, even one that looks like an option.
    func testDoubleDashEndsTheOptions() throws {
        let parsed = try command(["--quiet", "--", "--in-place", "-odd.swift", "--help"])
        XCTAssertEqual(parsed.paths, ["--in-place", "-odd.swift", "--help"])
        XCTAssertTrue(parsed.quiet)
        XCTAssertFalse(parsed.inPlace)
    }

    /// `--help` and `--version` stand alone, wherever they are before `--`,
    /// and exit 0.
    func testHelpAndVersionRequests() throws {
        for arguments in [["--help"], ["-h"], ["--in-place", "--unknown", "--help"], ["Sources", "-h"]] {
            let help = try XCTUnwrap(outcome(arguments), "\(arguments)")
            XCTAssertEqual(help.status, 0, "\(arguments)")
            XCTAssertTrue(help.message.hasPrefix("OVERVIEW: "), "\(arguments): \(help.message)")
        }
        for arguments in [["--version"], ["Sources", "--version"]] {
            let version = try XCTUnwrap(outcome(arguments), "\(arguments)")
            XCTAssertEqual(version.status, 0)
            XCTAssertEqual(version.message, ToolVersion.current)
        }
    }

    /// `help` alone is the help, unless a file or folder of that name is
    /// there to migrate; with anything beside it, it is a path.
    func testHelpAloneIsTheHelp() {
        XCTAssertTrue(MigrateCommand.asksForHelp(["help"], pathExists: { _ in false }))
        XCTAssertFalse(MigrateCommand.asksForHelp(["help"], pathExists: { $0 == "help" }))
        XCTAssertFalse(MigrateCommand.asksForHelp(["help", "Sources"], pathExists: { _ in false }))
        XCTAssertFalse(MigrateCommand.asksForHelp(["--check", "help"], pathExists: { _ in false }))
        XCTAssertFalse(MigrateCommand.asksForHelp([], pathExists: { _ in false }))
    }

    func testUsageErrors() {
        XCTAssertEqual(usageError(["--frobnicate"]), "Error: Unknown option '--frobnicate'")
        XCTAssertEqual(usageError(["--frobnicate=1"]), "Error: Unknown option '--frobnicate'")
        XCTAssertEqual(usageError(["-j", "2"]), "Error: Unknown option '-j'")
        XCTAssertEqual(usageError(["--in-place=yes"]), "Error: The option '--in-place' does not take any value, but 'yes' was specified.")
        XCTAssertEqual(usageError(["--jobs"]), "Error: Missing value for '--jobs <count>'")
        XCTAssertEqual(usageError(["--report-file", "--quiet"]), "Error: Missing value for '--report-file <path>'")
        XCTAssertEqual(usageError(["--jobs", "two"]), "Error: The value 'two' is invalid for '--jobs <count>'")
        XCTAssertEqual(usageError(["--jobs", "0"]), "Error: --jobs must be at least 1")
        XCTAssertEqual(usageError(["--check", "--in-place"]), "Error: --check and --in-place cannot be combined")
        XCTAssertEqual(usageError(["--report-format", "yaml"]), "Error: The value 'yaml' is invalid for '--report-format <format>'. Please provide one of the following:")
        let formats = outcome(["--report-format", "yaml"])?.message.split(separator: "\n").filter { $0.hasPrefix("  - ") }
        XCTAssertEqual(formats, ReportFormat.allCases.map { "  - \($0.rawValue)"[...] })
        XCTAssertNil(usageError(["--jobs", "1", "--check"]))
    }

    /// A misspelt option names the one meant.
    func testMisspeltOptionsAreSuggested() {
        XCTAssertEqual(usageError(["--inplace", "Sources"]), "Error: Unknown option '--inplace'. Did you mean '--in-place'?")
        XCTAssertEqual(usageError(["--chek"]), "Error: Unknown option '--chek'. Did you mean '--check'?")
        XCTAssertEqual(usageError(["--report-fromat", "json"]), "Error: Unknown option '--report-fromat'. Did you mean '--report-format'?")
    }

    /// `--generate-completion-script SHELL` prints a script that completes
    /// the options the help shows, and the report formats.
    func testCompletionScripts() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try XCTUnwrap(outcome(["--generate-completion-script", shell]), shell)
            XCTAssertEqual(script.status, 0, shell)
            for option in try Self.declaredOptions() {
                XCTAssertEqual(script.message.contains(option.name), option.shown, "\(shell): \(option.name)")
            }
            XCTAssertTrue(script.message.contains("markdown"), shell)
        }
        XCTAssertTrue(try XCTUnwrap(outcome(["--generate-completion-script", "bash"])).message.contains("complete -o filenames -F _observation-migrator observation-migrator"))
        XCTAssertEqual(outcome(["--generate-completion-script", "tcsh"])?.status, 2)
    }

    /// The help lists the paths and every option the command does not hide,
    /// with its value's name, in 80 columns; the examples fit, so none is
    /// broken across lines.
    func testHelpListsTheShownOptions() throws {
        let help = MigrateCommand.helpMessage(columns: 80)
        XCTAssertTrue(help.hasPrefix("OVERVIEW: Migrate SwiftUI code from ObservableObject to the Observation\nframework (@Observable).\n\n"), help)
        XCTAssertTrue(help.contains("\nUSAGE: observation-migrator [<options>] [<paths> ...]\n"), help)
        XCTAssertTrue(help.contains("\n  <paths>                 Swift files or directories to migrate (default: the\n                          current directory).\n"), help)
        XCTAssertTrue(help.contains("\n  --jobs <count>          Number of files processed in parallel (default: one\n"), help)
        XCTAssertTrue(help.contains("\n  --report-format <format>\n                          Report format. (values: text, json, xcode, sarif,\n"), help)
        let options = try Self.declaredOptions()
        for option in options {
            let listed = help.contains("\n  --\(option.name) ") || help.contains("\n  --\(option.name)\n")
            XCTAssertEqual(listed, option.shown, option.name)
        }
        XCTAssertTrue(options.contains { !$0.shown })
        XCTAssertTrue(help.contains("\n  --version               Show the version.\n  -h, --help              Show help information.\n"), help)
        XCTAssertEqual(help.split(separator: "\n").filter { $0.count > 80 }, [])
        let examples = help.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "Examples:" }.dropFirst().prefix { !$0.isEmpty }
        XCTAssertEqual(examples.count, 9, help)
        for example in examples { XCTAssertTrue(example.hasPrefix("  observation-migrator "), String(example)) }
        XCTAssertTrue(help.contains("\nExit status: 0 success, 1 with --check when something would change or a\n"), help)
    }
}
