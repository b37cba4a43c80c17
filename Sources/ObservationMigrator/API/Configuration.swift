/// What the user asked the migration to do. Plain values only, so a run is
/// fully described by its inputs and this configuration.
public struct Configuration: Sendable, Hashable {
    /// When set, only these model types are migrated (`Type`, `Outer.Type`, or
    /// `Module.Type` when a manifest or project names the modules), together
    /// with the view properties of those types.
    public var onlyTypes: Set<String>?
    /// Mark stored `var`s that were not `@Published` as `@ObservationIgnored`
    /// instead of letting them become tracked.
    public var ignoreUnpublished: Bool
    /// Do not read deployment targets from `Package.swift` / `project.pbxproj`.
    public var skipDeploymentCheck: Bool
    /// How many files are processed at once; `nil` means one per core.
    public var concurrency: Int?

    public init(
        onlyTypes: Set<String>? = nil,
        ignoreUnpublished: Bool = false,
        skipDeploymentCheck: Bool = false,
        concurrency: Int? = nil
    ) {
        self.onlyTypes = onlyTypes
        self.ignoreUnpublished = ignoreUnpublished
        self.skipDeploymentCheck = skipDeploymentCheck
        self.concurrency = concurrency
    }
}
