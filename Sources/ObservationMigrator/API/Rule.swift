/// Every kind of follow-up the migrator reports. The raw value is the stable
/// rule id printed in reports (`[combine-publisher]`), documented in the README
/// and listed by `--list-rules`; its severity, meaning and fix are written in
/// the rule file under `Rules/` that reports it.
public enum Rule: String, Codable, Sendable, CaseIterable, Comparable {
    case combinePublisher = "combine-publisher"
    case publisherBridged = "publisher-bridged"
    case assignConverted = "assign-converted"
    case storageIgnored = "storage-ignored"
    case deinitReadIgnored = "deinit-read-ignored"
    case initReadIgnored = "init-read-ignored"
    case initSetIgnored = "init-set-ignored"
    case captureListIgnored = "capture-list-ignored"
    case objectWillChange = "object-will-change"
    case objectWillChangeConverted = "object-will-change-converted"
    case protocolConstraint = "protocol-constraint"
    case observableProtocolMigrated = "observable-protocol-migrated"
    case unsupportedType = "unsupported-type"
    case stateObjectKept = "state-object-kept"
    case viewOwnedObservedObject = "view-owned-observed-object"
    case unpublishedNowTracked = "unpublished-now-tracked"
    case propertyWrapperIgnored = "property-wrapper-ignored"
    case lazyIgnored = "lazy-ignored"
    case codableKeys = "codable-keys"
    case publishedBaseMigrated = "published-base-migrated"
    case environmentBinding = "environment-binding"
    case inheritedNotMigrated = "inherited-not-migrated"
    case attachedMacro = "attached-macro"
    case deploymentTarget = "deployment-target"
    case publicAPIChange = "public-api-change"
    case unknownObservable = "unknown-observable"
    case outputCheck = "output-check"
    case wrapperOutsideView = "wrapper-outside-view"
    case parseError = "parse-error"
    case unreadableInput = "unreadable-input"
    case notObserved = "not-observed"
    case appStorageConverted = "app-storage-converted"
    case appStorageKept = "app-storage-kept"
    case viewStateRemoved = "view-state-removed"
    case viewWrapperIgnored = "view-wrapper-ignored"
    case silentWrapperIgnored = "silent-wrapper-ignored"
    case announcingWrapperKept = "announcing-wrapper-kept"
    case customEqualityAccessors = "custom-equality-accessors"
    case customEqualityKept = "custom-equality-kept"
    case unreadObservedObject = "unread-observed-object"
    case observedOnlyInActions = "observed-only-in-actions"
    case initializerAdded = "initializer-added"
    case isolatedStorageKept = "isolated-storage-kept"

    public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The severity findings of this rule carry.
    public var severity: Severity { description?.severity ?? .warning }

    /// One line: what the rule means.
    public var summary: String { description?.summary ?? "" }

    /// What the user should do about it.
    public var suggestedFix: String { description?.suggestedFix ?? "" }

    /// Written next to the rule that reports it (`Rules/`); a test checks every
    /// rule has exactly one.
    var description: RuleDescription? { MigrationRules.descriptions[self] }
}

/// How serious a finding is; errors and warnings fail `--check`, notes do not.
public enum Severity: String, Codable, Sendable, Comparable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
