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
    /// The migrated classes that keep their `ObservableObject` conformance
    /// beside `@Observable`, for a `@StateObject` that stays
    /// (`state-object-kept`), sorted.
    public var conformanceKeptTypes: [String] = []
    /// The modules the run read the files as, and what each migrated.
    public var modules = ModuleOverview()

    public var changedFiles: [FileOutcome] { files.filter(\.isChanged) }

    /// Each file's place in the order `changedFilesInWriteOrder` gives (by index in `files`).
    var writeStages: [Int] = []

    /// The changed files in the order a writer should write them, so that a
    /// run that stops part way leaves what a second run needs to finish: the
    /// files that make classes `@Observable` first, then the files that use
    /// them, last the files that only drop an `ObservableObject` conformance
    /// (an `extension M: ObservableObject {}`), the last trace of a class's
    /// old model. In input order within each stage.
    /// A file's stage in `changedFilesInWriteOrder`: 0 makes classes
    /// `@Observable`, 1 uses them, 2 only drops a conformance. A writer that
    /// failed to write a file should write no file of a later stage: a use
    /// converted for a class that stayed in the old model (or a class's last
    /// trace of it dropped) would leave a second run less to go by.
    public func writeStage(of path: String) -> Int {
        guard let index = files.firstIndex(where: { $0.path == path }), writeStages.indices.contains(index) else { return 1 }
        return writeStages[index]
    }

    public var changedFilesInWriteOrder: [FileOutcome] {
        files.indices.filter { files[$0].isChanged }
            .sorted { (writeStages.indices.contains($0) ? writeStages[$0] : 1, $0) < (writeStages.indices.contains($1) ? writeStages[$1] : 1, $1) }
            .map { files[$0] }
    }
}

/// What the run understood of the project's modules, for the reports: each
/// module with the types it migrated, and a note when manifests or projects
/// left files undescribed.
public struct ModuleOverview: Codable, Sendable, Hashable {
    public struct Module: Codable, Sendable, Hashable {
        public var name: String
        /// Where the module comes from: a manifest, a project, or a folder.
        public var origin: String
        public var files: Int
        /// The classes that became `@Observable`, without the module's name.
        public var migratedTypes: [String]
    }

    /// False when no `Package.swift` or Xcode project describes the files:
    /// then all of them are read as one module, as if they were one target.
    public var isDescribed = false
    public var modules: [Module] = []
    /// Folders no manifest or project describes, each read as one module.
    public var undescribedFolders: [String] = []

    public init() {}

    /// Each migrated type as `migratedTypes` names it (`Module.Type`) → its module.
    public var moduleOfMigratedType: [String: String] {
        var result: [String: String] = [:]
        for module in modules where isDescribed {
            for type in module.migratedTypes { result["\(module.name).\(type)"] = module.name }
        }
        return result
    }

    /// One line for the report, or nil when every file is described.
    public var note: String? {
        if !isDescribed {
            return "no Package.swift or Xcode project describes these files: they are read as one module"
        }
        guard !undescribedFolders.isEmpty else { return nil }
        // How many files each holds: often one a project forgot to list.
        let described = undescribedFolders.map { folder in
            let files = modules.first { $0.origin == "folder \(folder)" }?.files
            return "'\(folder)'" + (files.map { " (\($0) file\($0 == 1 ? "" : "s"))" } ?? "")
        }
        return "no Package.swift or Xcode project describes " + described.joined(separator: ", ")
            + ": each such folder is read as one module, which sees the others"
    }
}
