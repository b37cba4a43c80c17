import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ObservationMigrator

extension ReportFormat: ExpressibleByArgument {}

/// The command line: reads files, runs the library, prints or writes, exits.
@main
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "observation-migrator",
        abstract: "Migrate SwiftUI code from ObservableObject to the Observation framework (@Observable).",
        discussion: """
        By default this is a dry run: the unified diff goes to standard output and the
        report (summary and follow-ups) to standard error. Nothing is written unless
        --in-place is given.

        Examples:
          observation-migrator Sources/MyApp                  # show the diff
          observation-migrator . > migration.patch && git apply migration.patch
          observation-migrator --in-place Sources/MyApp       # rewrite the files
          observation-migrator --check .                      # CI gate: exit 1 if anything is left
          observation-migrator --only Library,Book Sources    # migrate two models only
          observation-migrator --only App.Store .             # the App target's Store only
          observation-migrator --list-modules .               # which target each file belongs to
          observation-migrator --report-format sarif --report-file report.sarif .

        Exit status: 0 success, 1 with --check when something would change or a
        follow-up remains, 2 on a usage error or an input that cannot be read.
        """,
        version: ToolVersion.current
    )

    @Argument(help: "Swift files or directories to migrate (default: the current directory).")
    var paths: [String] = []

    @Flag(help: "Rewrite the files in place (atomically) instead of printing a diff.")
    var inPlace = false

    @Flag(help: "Exit with status 1 when a file would change or a follow-up (warning or error) remains.")
    var check = false

    @Option(help: "Report format: text, json, xcode, sarif, github or markdown.")
    var reportFormat: ReportFormat = .text

    @Option(help: "Write the report to this file instead of standard error.")
    var reportFile: String?

    @Option(help: ArgumentHelp("Migrate only these model types (comma-separated; `Type`, `Outer.Type` or `Module.Type`).", valueName: "types"))
    var only: String?

    @Option(help: ArgumentHelp("Skip paths matching this glob (repeatable).", valueName: "glob"))
    var exclude: [String] = []

    /// Accepted so existing scripts keep working; publisher uses are converted now.
    @Flag(help: ArgumentHelp("No longer needed: `$property` publisher uses are converted (deprecated, no effect).", visibility: .hidden))
    var allowCombine = false

    @Flag(help: "Mark stored vars that were not @Published as @ObservationIgnored.")
    var ignoreUnpublished = false

    @Flag(help: "Do not check deployment targets in Package.swift and project.pbxproj.")
    var skipDeploymentCheck = false

    @Flag(help: "With --in-place, rewrite files that have uncommitted changes in git.")
    var allowDirty = false

    @Flag(help: "Follow symbolic links that point outside the given paths.")
    var followSymlinks = false

    @Option(help: "Number of files processed in parallel (default: one per core).")
    var jobs: Int?

    @Flag(help: "Show no progress on standard error (progress is shown only on a terminal, for runs over a second).")
    var quiet = false

    @Flag(help: "List the report's rules with their meaning and suggested fix, then exit.")
    var listRules = false

    @Flag(help: "List the modules read from Package.swift and Xcode projects, with their files, then exit.")
    var listModules = false

    /// Like ArgumentParser's own entry point, but a usage error exits with
    /// status 2 (documented), not 64.
    static func main() {
        AllocatorTuning.apply()
        // Plain arguments tell which files the run reads: they are found and
        // read on another core while the command line is parsed.
        early = RunStart.Early(arguments: Array(CommandLine.arguments.dropFirst()))
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                StandardStream.error.write(fullMessage(for: error) + "\n")
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }

    /// The start of the run, begun before the command line was parsed (see `RunStart`).
    nonisolated(unsafe) private static var early: RunStart.Early?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if check && inPlace { throw ValidationError("--check and --in-place cannot be combined") }
    }

    func run() throws {
        if listRules {
            print(RuleListing.text, terminator: "")
            return
        }
        let runner = MigrationRun(options: self, early: Self.early)
        let status = listModules ? runner.listModules() : runner.run()
        if status != 0 { throw ExitCode(status) }
    }
}

enum RuleListing {
    static var text: String {
        Rule.allCases.map { rule in
            "\(rule.rawValue) (\(rule.severity.rawValue))\n  \(rule.summary)\n  fix: \(rule.suggestedFix)\n"
        }.joined(separator: "\n")
    }
}
