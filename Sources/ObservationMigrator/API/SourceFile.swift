import SyntaxSupport

/// One Swift source file handed to the migrator: a path used only for naming
/// (reports and diffs) and its full text. The library never reads or writes files.
public struct SourceFile: Sendable, Hashable {
    /// The path as the user should see it in reports, e.g. `Sources/App/Model.swift`.
    public var path: String
    /// The file's complete text, exactly as read.
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A project setting file that tells the deployment target (`Package.swift`
/// or an Xcode `project.pbxproj`), handed over by the front end.
public struct ProjectSettingsFile: Sendable, Hashable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A project setting file with the modules it declares already read from its
/// text (an Xcode project's targets, a manifest's target declarations).
///
/// Reading a large Xcode project takes milliseconds on one thread. A front
/// end that finds the file early can read it on another thread while it
/// still lists and reads the Swift files, then hand it to
/// `Migrator.migrate(_:descriptions:progress:)`; the result is the same as
/// handing over the plain file.
public struct ProjectDescription: Sendable {
    public let file: ProjectSettingsFile
    let reading: DescriptionReading

    public init(_ file: ProjectSettingsFile) {
        self.file = file
        reading = DescriptionReading(file, normalizedPath: ModulePath.normalize(file.path))
    }

    /// Each file's description, read on several threads (a large app's
    /// project is megabytes), in the order given.
    static func read(_ files: [ProjectSettingsFile], concurrency: Int?) -> [ProjectDescription] {
        ParallelMap.map(files, concurrency: concurrency, largestFirst: files.map(\.text.utf8.count), ProjectDescription.init)
    }
}
