/// What the user asked the migration to do. Plain values only, so a run is
/// fully described by its inputs and this configuration.
public struct Configuration: Sendable, Hashable {
    /// Which `ObservableObject` classes the run migrates.
    public enum Scope: String, Sendable, Hashable, CaseIterable {
        /// The classes SwiftUI observes (held by a view wrapper, passed to
        /// `.environmentObject`, stored in such a class) and those that must
        /// move with them; the others are left as they are.
        case observed
        /// Every class that can migrate.
        case all
    }

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
    /// Which classes migrate; `onlyTypes`, when set, chooses instead.
    public var scope: Scope

    public init(
        scope: Scope = .observed,
        onlyTypes: Set<String>? = nil,
        ignoreUnpublished: Bool = false,
        skipDeploymentCheck: Bool = false,
        concurrency: Int? = nil
    ) {
        self.scope = scope
        self.onlyTypes = onlyTypes
        self.ignoreUnpublished = ignoreUnpublished
        self.skipDeploymentCheck = skipDeploymentCheck
        self.concurrency = concurrency
    }
}
