/// Every kind of follow-up the migrator reports. The raw value is the stable
/// rule id printed in reports (`[combine-publisher]`), documented in the README
/// and listed by `--list-rules`.
public enum Rule: String, Codable, Sendable, CaseIterable, Comparable {
    case combinePublisher = "combine-publisher"
    case objectWillChange = "object-will-change"
    case protocolConstraint = "protocol-constraint"
    case unsupportedType = "unsupported-type"
    case stateInitCost = "state-init-cost"
    case viewOwnedObservedObject = "view-owned-observed-object"
    case unpublishedNowTracked = "unpublished-now-tracked"
    case propertyWrapperIgnored = "property-wrapper-ignored"
    case lazyIgnored = "lazy-ignored"
    case codableKeys = "codable-keys"
    case environmentBinding = "environment-binding"
    case inheritedNotMigrated = "inherited-not-migrated"
    case attachedMacro = "attached-macro"
    case deploymentTarget = "deployment-target"
    case unknownObservable = "unknown-observable"
    case parseError = "parse-error"
    case unreadableInput = "unreadable-input"

    public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The severity findings of this rule carry.
    public var severity: Severity {
        switch self {
        case .parseError, .unreadableInput: return .error
        case .unpublishedNowTracked, .viewOwnedObservedObject: return .note
        default: return .warning
        }
    }

    /// One line: what the rule means.
    public var summary: String {
        switch self {
        case .combinePublisher:
            return "A `$property` publisher of a model is used; @Observable has no publishers, so the class is left as ObservableObject."
        case .objectWillChange:
            return "`objectWillChange` is used; @Observable has no such publisher, so the class is left as ObservableObject."
        case .protocolConstraint:
            return "A protocol refines ObservableObject, a generic parameter is constrained to it, or `any ObservableObject` is used."
        case .unsupportedType:
            return "A struct, enum or actor adopts ObservableObject; @Observable supports classes only."
        case .stateInitCost:
            return "@StateObject became @State: its initial value is now evaluated each time the view is initialised."
        case .viewOwnedObservedObject:
            return "@ObservedObject with an initial value (the view creates what it observes) became @State, which owns it."
        case .unpublishedNowTracked:
            return "A stored var that was not @Published is now tracked and updates views when it changes."
        case .propertyWrapperIgnored:
            return "A property with another property wrapper got @ObservationIgnored: its changes no longer update views."
        case .lazyIgnored:
            return "A lazy var got @ObservationIgnored (@Observable rejects lazy): its changes no longer update views."
        case .codableKeys:
            return "A migrated class is Codable with synthesized coding: @Observable renames stored properties to `_name`."
        case .environmentBinding:
            return "An @EnvironmentObject's `$` binding is used where a local @Bindable cannot be declared."
        case .inheritedNotMigrated:
            return "A class is left unmigrated because a class in its hierarchy cannot be migrated."
        case .attachedMacro:
            return "A class carries an attribute the migration does not know (often a macro that adds members); it is left as ObservableObject."
        case .deploymentTarget:
            return "The project's minimum deployment target is below iOS 17 / macOS 14 / tvOS 17 / watchOS 10 / visionOS 1."
        case .unknownObservable:
            return "An observable wrapper or modifier whose type is not a class this run migrates; left as is."
        case .parseError:
            return "The file has syntax errors; it is left untouched."
        case .unreadableInput:
            return "The file could not be read as UTF-8 text; it is left untouched."
        }
    }

    /// What the user should do about it.
    public var suggestedFix: String {
        switch self {
        case .combinePublisher:
            return "Replace the publisher with `withObservationTracking` or `.onChange(of:)` in the view, then migrate the class (or rerun with --allow-combine)."
        case .objectWillChange:
            return "Remove manual `objectWillChange` calls (@Observable tracks mutations itself) or observe with `withObservationTracking`, then rerun."
        case .protocolConstraint:
            return "Constrain to `Observable` (and `AnyObject`) instead of ObservableObject once every conforming class is migrated."
        case .unsupportedType:
            return "Make the type a class, or keep it out of SwiftUI's observation."
        case .stateInitCost:
            return "Create the object once (in the App or a parent, or lazily in `.task`) and pass it in, if its initialiser is costly or has side effects."
        case .viewOwnedObservedObject:
            return "Check that the view is meant to own the object; otherwise pass it in from the parent."
        case .unpublishedNowTracked:
            return "Add @ObservationIgnored if views should not update when it changes (or rerun with --ignore-unpublished)."
        case .propertyWrapperIgnored:
            return "Call `access(keyPath:)` in the getter and `withMutation(keyPath:)` in the setter of a computed property backed by the wrapper."
        case .lazyIgnored:
            return "Make it a plain stored property initialised in `init`, or accept that it is not tracked."
        case .codableKeys:
            return "Add a `CodingKeys` enum mapping `_name` to `name` for each stored property."
        case .environmentBinding:
            return "Declare `@Bindable var name = name` in a computed property or function that uses the binding."
        case .inheritedNotMigrated:
            return "Resolve the finding on the other class in the hierarchy, then rerun."
        case .attachedMacro:
            return "Check what the attribute generates; migrate the class by hand, or make the macro emit Observation code."
        case .deploymentTarget:
            return "Raise the deployment target to iOS 17 / macOS 14 / tvOS 17 / watchOS 10 / visionOS 1, or guard the migrated code with availability (or --skip-deployment-check)."
        case .unknownObservable:
            return "Migrate the type yourself if it is yours, or keep the old wrapper for third-party types."
        case .parseError:
            return "Fix the syntax error and rerun."
        case .unreadableInput:
            return "Convert the file to UTF-8 and rerun."
        }
    }
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
