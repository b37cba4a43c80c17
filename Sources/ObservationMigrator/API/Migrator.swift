import Dispatch
import SwiftParser
import SwiftSyntax

/// The migration, end to end, in memory: parse every file, build the project
/// index, rewrite each file and collect the findings.
///
/// ```swift
/// let report = Migrator(configuration: Configuration()).migrate(files)
/// ```
public struct Migrator: Sendable {
    public var configuration: Configuration

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Migrates a whole project. `settings` are the project files that carry
    /// deployment targets (`Package.swift`, `project.pbxproj`).
    public func migrate(_ files: [SourceFile], settings: [ProjectSettingsFile] = []) -> MigrationReport {
        // Phase 1: one parse per file, facts only.
        let facts = ParallelMap.map(files, concurrency: configuration.concurrency) { file in
            FactCollector.collect(path: file.path, tree: Parser.parse(source: file.text))
        }
        let index = ProjectIndex(facts: facts, configuration: configuration)
        let findingBuilder = FindingBuilder(index: index, configuration: configuration)

        // Phase 2: rewrite each file that can change, reading the index only.
        let outcomes = ParallelMap.map(Array(zip(files, facts)), concurrency: configuration.concurrency) { file, fileFacts in
            var migrated = file.text
            if fileFacts.parseError == nil {
                let tree = Parser.parse(source: file.text)
                let context = RewriteContext(
                    index: index, configuration: configuration, path: file.path, lineBreak: LineBreakStyle.of(file.text),
                    summary: FileSummary(facts: fileFacts, index: index, text: file.text)
                )
                migrated = MigrationPipeline.rewrite(tree, context: context).description
            }
            return (FileOutcome(path: file.path, original: file.text, migrated: migrated), findingBuilder.findings(for: fileFacts))
        }
        var findings = outcomes.flatMap(\.1)
        if !configuration.skipDeploymentCheck, !index.migrated.isEmpty {
            findings += DeploymentTargetCheck.findings(in: settings)
        }
        return MigrationReport(
            files: outcomes.map(\.0),
            migratedTypes: index.migrated.sorted(),
            findings: findings.sorted()
        )
    }
}

/// The line break a file uses, for the rare line the migration adds.
enum LineBreakStyle {
    static func of(_ text: String) -> Trivia {
        for scalar in text.unicodeScalars where scalar == "\n" || scalar == "\r" {
            return text.contains("\r\n") ? .carriageReturnLineFeed : (scalar == "\r" ? .carriageReturn : .newline)
        }
        return .newline
    }
}
