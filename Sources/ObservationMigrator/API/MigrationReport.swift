/// The result for one file: its original and migrated text.
public struct FileOutcome: Sendable, Hashable {
    public var path: String
    public var original: String
    public var migrated: String

    public var isChanged: Bool { original != migrated }
}

/// An observable class left in the old model, and why.
public struct KeptType: Codable, Sendable, Hashable {
    public var type: String
    public var reason: String

    public init(type: String, reason: String) {
        self.type = type
        self.reason = reason
    }
}

/// Everything one run produced: per-file outcomes in input order, the model
/// types migrated, and the findings in report order.
public struct MigrationReport: Sendable {
    public var files: [FileOutcome]
    /// Qualified names of the classes that became `@Observable`, sorted.
    public var migratedTypes: [String]
    /// Findings sorted by file, line and column.
    public var findings: [Finding]
    /// The observable classes that stay `ObservableObject`, each with the one
    /// reason that holds it, sorted by name.
    public var keptTypes: [KeptType] = []

    public var changedFiles: [FileOutcome] { files.filter(\.isChanged) }
}
