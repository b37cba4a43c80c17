/// The result for one file: its original and migrated text.
public struct FileOutcome: Sendable, Hashable {
    public var path: String
    public var original: String
    public var migrated: String

    public var isChanged: Bool { original != migrated }
}

/// Everything one run produced: per-file outcomes in input order, the model
/// types migrated, and the findings in report order.
public struct MigrationReport: Sendable {
    public var files: [FileOutcome]
    /// Qualified names of the classes that became `@Observable`, sorted.
    public var migratedTypes: [String]
    /// Findings sorted by file, line and column.
    public var findings: [Finding]

    public var changedFiles: [FileOutcome] { files.filter(\.isChanged) }
}
