import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ObservationMigrator
import MigrationReports

extension ReportFormat: ExpressibleByArgument {}
extension Configuration.Scope: ExpressibleByArgument {}

/// The command line, read by swift-argument-parser: the options, the help,
/// usage errors with suggestions for misspelt options, `--version` and
/// `--generate-completion-script`; then the run.
///
/// Adding an option: one property below with its help (`@Flag`, or
/// `@Option` of any `ExpressibleByArgument` type: a library enum that is
/// `CaseIterable` and `RawRepresentable` by `String` needs only
/// `extension T: ExpressibleByArgument {}`, and its values are listed in the
/// help, checked and completed), then read it in `MigrationRun` through
/// `options`. `CommandLineParsingTests.optionSamples` gives each option a
/// command line and the property it sets; a test fails until a new option
/// has one.
@main
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "observation-migrator",
        abstract: "Migrate SwiftUI code from ObservableObject to the Observation framework (@Observable).",
        usage: "observation-migrator [<options>] [<paths> ...]",
        discussion: """
        By default this is a dry run: the unified diff goes to standard output and the
        report (summary and follow-ups) to standard error. Nothing is written unless
        --in-place is given.

        Examples:
          observation-migrator Sources/MyApp               # show the diff
          observation-migrator . > migration.patch && git apply migration.patch
          observation-migrator --in-place Sources/MyApp    # rewrite the files
          observation-migrator --check .                   # CI: exit 1 if work is left
          observation-migrator --only Library,Book Sources # two models only
          observation-migrator --only App.Store .          # the App target's Store
          observation-migrator --list-modules .            # each file's target
          observation-migrator --report-format sarif --report-file report.sarif .
          observation-migrator --generate-completion-script zsh > _observation-migrator

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

    @Option(help: ArgumentHelp("Report format.", valueName: "format"))
    var reportFormat: ReportFormat = .text

    @Option(help: ArgumentHelp("Write the report to this file instead of standard error.", valueName: "path"))
    var reportFile: String?

    @Option(help: ArgumentHelp("Migrate only these model types (comma-separated; `Type`, `Outer.Type` or `Module.Type`).", valueName: "types"))
    var only: String?

    @Option(help: ArgumentHelp("Which classes migrate: those SwiftUI observes and those that must move with them (default), or all.", valueName: "scope"))
    var scope: Configuration.Scope = .observed

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

    @Option(help: ArgumentHelp("Number of files processed in parallel (default: one per core).", valueName: "count"))
    var jobs: Int?

    @Flag(help: "Show no progress on standard error (progress is shown only on a terminal, for runs over a second).")
    var quiet = false

    @Flag(help: "List the report's rules with their meaning and suggested fix, then exit.")
    var listRules = false

    @Flag(help: "List the modules read from Package.swift and Xcode projects, with their files, then exit.")
    var listModules = false

    /// The paths to look for files in: the current directory when none is given.
    var discoveryPaths: [String] { paths.isEmpty ? ["."] : paths }

    /// The checks that involve more than one option, or a value's range.
    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if check && inPlace { throw ValidationError("--check and --in-place cannot be combined") }
    }

    func run() throws {
        if listRules {
            StandardStream.output.write(RuleListing.text)
            return
        }
        let runner = MigrationRun(options: self)
        let status = listModules ? runner.listModules() : runner.run()
        if status != 0 { throw ExitCode(status) }
    }

    static func main() {
        AllocatorTuning.apply()
        endProcess(run(arguments: Array(CommandLine.arguments.dropFirst())))
    }

    /// Does what the arguments ask and returns the exit status. As
    /// ArgumentParser's own entry point, but a usage error exits with
    /// status 2 (as documented), not 64, and a lone `help` asks for the help.
    static func run(arguments: [String], pathExists: (String) -> Bool = PathCheck.exists) -> Int32 {
        if asksForHelp(arguments, pathExists: pathExists) {
            StandardStream.output.write(helpMessage() + "\n")
            return 0
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            let status = exitStatus(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                (status == 0 ? StandardStream.output : StandardStream.error).write(message + "\n")
            }
            return status
        }
    }

    /// The exit status of a run that ended with `error`: 2 for a usage
    /// error, as documented; else ArgumentParser's (0 for the help, the
    /// version and a completion script; the run's own status for `ExitCode`).
    static func exitStatus(for error: Error) -> Int32 {
        let code = exitCode(for: error)
        return code == .validationFailure ? 2 : code.rawValue
    }

    /// `observation-migrator help`, alone, asks for the help, as with
    /// commands that have subcommands: a command without subcommands would
    /// read `help` as a path. A file or folder named `help` in the current
    /// directory is still migrated when named alone (`./help` or `-- help`
    /// name it in any case).
    static func asksForHelp(_ arguments: [String], pathExists: (String) -> Bool) -> Bool {
        arguments == ["help"] && !pathExists("help")
    }
}

/// Ends the process with `status` (the C library's `exit`, which the
/// command's own `exit(withError:)` hides inside it).
private func endProcess(_ status: Int32) -> Never {
    exit(status)
}

/// Whether a path names something on disk (a broken link included).
enum PathCheck {
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}

enum RuleListing {
    static var text: String {
        Rule.allCases.map { rule in
            "\(rule.rawValue) (\(rule.severity.rawValue))\n  \(rule.summary)\n  fix: \(rule.suggestedFix)\n"
        }.joined(separator: "\n")
    }
}
