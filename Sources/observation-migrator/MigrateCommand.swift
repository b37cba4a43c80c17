#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ObservationMigrator

/// The command line: what the arguments ask for, read from one table of
/// options that also writes the help and names usage errors; then the run.
///
/// The command parses its own arguments: a general argument parser cost every
/// run 4–5 ms before the first file was found (most of it the Swift runtime's
/// first lookup of each protocol conformance its reflection needs, a scan
/// over every conformance record in the binary, swift-syntax's included).
@main
struct MigrateCommand: Equatable, Sendable {
    var paths: [String] = []
    var inPlace = false
    var check = false
    var reportFormat: ReportFormat = .text
    var reportFile: String?
    var only: String?
    var scope: Configuration.Scope = .observed
    var exclude: [String] = []
    /// Accepted so existing scripts keep working; publisher uses are converted now.
    var allowCombine = false
    var ignoreUnpublished = false
    var skipDeploymentCheck = false
    var allowDirty = false
    var followSymlinks = false
    var jobs: Int?
    var quiet = false
    var listRules = false
    var listModules = false

    static func main() {
        AllocatorTuning.apply()
        exit(run(arguments: Array(CommandLine.arguments.dropFirst())))
    }

    /// Does what the arguments ask; the exit status (2 on a usage error).
    static func run(arguments: [String]) -> Int32 {
        let request: Request
        do {
            request = try parse(arguments)
        } catch {
            StandardStream.error.write("Error: \(error.message)\n" + usageHint)
            return 2
        }
        switch request {
        case .help:
            StandardStream.output.write(helpText)
        case .version:
            StandardStream.output.write(ToolVersion.current + "\n")
        case .run(let command) where command.listRules:
            StandardStream.output.write(RuleListing.text)
        case .run(let command):
            let runner = MigrationRun(options: command)
            return command.listModules ? runner.listModules() : runner.run()
        }
        return 0
    }
}

// MARK: - Options

extension MigrateCommand {
    /// One option: its name (without `--`), its help, and what it sets.
    struct Option: Sendable {
        enum Kind: Sendable {
            /// `--name` alone.
            case flag(@Sendable (inout MigrateCommand) -> Void)
            /// `--name value` or `--name=value`; `valueName` is what the help calls the value.
            case value(valueName: String, @Sendable (inout MigrateCommand, String) throws(UsageError) -> Void)
        }

        let name: String
        let help: String
        /// Accepted, but not listed in the help.
        var hidden = false
        let kind: Kind
    }

    /// The values `--report-format` takes, as its help and its usage error
    /// list them. Joined by hand: the library's generic `joined` looks up a
    /// conformance at run time, which costs every run's start half a millisecond.
    private static let reportFormatNames = ReportFormat.allCases.map(\.rawValue).reduce("") { $0.isEmpty ? $1 : $0 + ", " + $1 }

    /// Every option, in the order the help lists them.
    static let options: [Option] = [
        Option(name: "in-place", help: "Rewrite the files in place (atomically) instead of printing a diff.",
               kind: .flag { $0.inPlace = true }),
        Option(name: "check", help: "Exit with status 1 when a file would change or a follow-up (warning or error) remains.",
               kind: .flag { $0.check = true }),
        Option(name: "report-format",
               help: "Report format: \(reportFormatNames) (default: text).",
               kind: .value(valueName: "format") { command, value throws(UsageError) in
                   guard let format = ReportFormat(rawValue: value) else {
                       throw UsageError("the value '\(value)' is invalid for '--report-format'; it is one of: \(reportFormatNames)")
                   }
                   command.reportFormat = format
               }),
        Option(name: "report-file", help: "Write the report to this file instead of standard error.",
               kind: .value(valueName: "path") { command, value in command.reportFile = value }),
        Option(name: "only", help: "Migrate only these model types (comma-separated; `Type`, `Outer.Type` or `Module.Type`).",
               kind: .value(valueName: "types") { command, value in command.only = value }),
        Option(name: "scope", help: "Which classes migrate: `observed` (default), those SwiftUI observes and those that must move with them; `all`, every class.",
               kind: .value(valueName: "observed|all") { command, value throws(UsageError) in
                   guard let scope = Configuration.Scope(rawValue: value) else {
                       throw UsageError("--scope takes `observed` or `all`, not '\(value)'")
                   }
                   command.scope = scope
               }),
        Option(name: "exclude", help: "Skip paths matching this glob (repeatable).",
               kind: .value(valueName: "glob") { command, value in command.exclude.append(value) }),
        Option(name: "allow-combine", help: "No longer needed: `$property` publisher uses are converted (deprecated, no effect).",
               hidden: true, kind: .flag { $0.allowCombine = true }),
        Option(name: "ignore-unpublished", help: "Mark stored vars that were not @Published as @ObservationIgnored.",
               kind: .flag { $0.ignoreUnpublished = true }),
        Option(name: "skip-deployment-check", help: "Do not check deployment targets in Package.swift and project.pbxproj.",
               kind: .flag { $0.skipDeploymentCheck = true }),
        Option(name: "allow-dirty", help: "With --in-place, rewrite files that have uncommitted changes in git.",
               kind: .flag { $0.allowDirty = true }),
        Option(name: "follow-symlinks", help: "Follow symbolic links that point outside the given paths.",
               kind: .flag { $0.followSymlinks = true }),
        Option(name: "jobs", help: "Number of files processed in parallel (default: one per core).",
               kind: .value(valueName: "count") { command, value throws(UsageError) in
                   guard let count = Int(value) else { throw UsageError("the value '\(value)' is invalid for '--jobs'; it is a whole number") }
                   command.jobs = count
               }),
        Option(name: "quiet", help: "Show no progress on standard error (progress is shown only on a terminal, for runs over a second).",
               kind: .flag { $0.quiet = true }),
        Option(name: "list-rules", help: "List the report's rules with their meaning and suggested fix, then exit.",
               kind: .flag { $0.listRules = true }),
        Option(name: "list-modules", help: "List the modules read from Package.swift and Xcode projects, with their files, then exit.",
               kind: .flag { $0.listModules = true }),
    ]

    /// The paths to look for files in: the current directory when none is given.
    var discoveryPaths: [String] { paths.isEmpty ? ["."] : paths }

    /// What the help says the positional arguments are.
    static let pathsHelp = "Swift files or directories to migrate (default: the current directory)."
}

// MARK: - Parsing

/// An argument the command cannot take; the message says which and why.
struct UsageError: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

extension MigrateCommand {
    /// What a command line asks for.
    enum Request: Equatable {
        case run(MigrateCommand)
        case help
        case version
    }

    /// Reads the arguments (without the program's name). `-h`/`--help` or
    /// `--version` anywhere before `--` asks for that alone; everything after
    /// `--` is a path; an option's value is the next argument or follows `=`.
    static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        let options = arguments.prefix { $0 != "--" }
        if options.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help }
        if options.contains("--version") { return .version }

        var command = MigrateCommand()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                command.paths.append(contentsOf: remaining)
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                command.paths.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = Self.options.first(where: { "--" + $0.name == name }) else {
                throw UsageError("unknown option '\(name)'")
            }
            switch option.kind {
            case .flag(let set):
                if inlineValue != nil { throw UsageError("'--\(option.name)' takes no value") }
                set(&command)
            case .value(_, let set):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if let next = remaining.first, !next.hasPrefix("-") || next == "-" {
                    value = next
                    remaining.removeFirst()
                } else {
                    throw UsageError("missing value for '--\(option.name)'")
                }
                try set(&command, value)
            }
        }
        try command.validate()
        return .run(command)
    }

    /// `--name=value` as the name and the value; any other argument as itself and nil.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The checks that involve more than one option, or a value's range.
    private func validate() throws(UsageError) {
        if let jobs, jobs < 1 { throw UsageError("--jobs must be at least 1") }
        if check && inPlace { throw UsageError("--check and --in-place cannot be combined") }
    }
}

// MARK: - Help

extension MigrateCommand {
    static let abstract = "Migrate SwiftUI code from ObservableObject to the Observation framework (@Observable)."

    static let discussion = """
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
        """

    static let usage = "observation-migrator [<options>] [<paths> ...]"

    /// What follows a usage error's message.
    static let usageHint = "Usage: \(usage)\n  See 'observation-migrator --help' for more information.\n"

    /// `--help`: what the command does, then each argument and listed option
    /// with its help beside a 26-column label, all in 80 columns (the
    /// examples are printed as written).
    static var helpText: String {
        var optionEntries: [(String, String)] = options.filter { !$0.hidden }.map { option in
            switch option.kind {
            case .flag: return ("--" + option.name, option.help)
            case .value(let valueName, _): return ("--\(option.name) <\(valueName)>", option.help)
            }
        }
        optionEntries.append(("--version", "Show the version."))
        optionEntries.append(("-h, --help", "Show help information."))
        var text = wrapped("OVERVIEW: " + abstract, width: 80).map { $0 + "\n" }.joined()
        text += "\n\(discussion)\n\nUSAGE: \(usage)\n\nARGUMENTS:\n"
        text += helpEntry("<paths>", pathsHelp)
        text += "\nOPTIONS:\n"
        text += optionEntries.map(helpEntry).joined()
        return text
    }

    private static let labelColumn = 26

    /// One label and its help: on the label's line when the label fits in
    /// the column, else on the lines below it.
    private static func helpEntry(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: labelColumn)
        var lines = wrapped(help, width: 80 - labelColumn)
        let head = "  " + label
        var text = head + "\n"
        if head.count < labelColumn {
            text = head + String(repeating: " ", count: labelColumn - head.count) + lines.removeFirst() + "\n"
        }
        for line in lines { text += indent + line + "\n" }
        return text
    }

    /// `text`'s words in lines of at most `width` characters (a longer word alone on its line).
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        return lines + [line]
    }
}

enum RuleListing {
    static var text: String {
        Rule.allCases.map { rule in
            "\(rule.rawValue) (\(rule.severity.rawValue))\n  \(rule.summary)\n  fix: \(rule.suggestedFix)\n"
        }.joined(separator: "\n")
    }
}
