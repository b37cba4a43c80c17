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
