import SwiftSyntax

/// Puts `@ObservationIgnored` on the properties of migrated classes that the
/// macro rejects (`lazy var`, other property wrappers such as `@AppStorage`),
/// and on plain stored vars with `--ignore-unpublished`; reports each, and
/// notes a plain stored var that becomes tracked.
///
/// Must run before `StripPublished`: once `@Published` is gone, a formerly
/// published property looks like an unpublished one.
///
/// ## Before
/// ```swift
/// lazy var formatter = DateFormatter()
/// var draft = ""
/// ```
/// ## After
/// ```swift
/// @ObservationIgnored lazy var formatter = DateFormatter()
/// var draft = ""          // noted: now tracked
/// ```
/// Limits: a `lazy` property loses tracking (the macro has no lazy storage).
final class IgnoreUntrackableProperties: MigrationRewriter, MigrationRule {
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool { index.declaresMigratedClass(file) }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard isMemberOfMigratedClass(node),
              Self.decide(ModelPropertyKind.classify(node), isBookkeeping: false, configuration: context.configuration).ignores
        else { return super.visit(node) }
        return DeclSyntax(AttributeEditing.prepending(AttributeEditing.makeAttribute("ObservationIgnored"), to: node))
    }

    /// What happens to one stored property of a migrated class.
    struct Decision: Equatable {
        /// Whether it gets `@ObservationIgnored`.
        var ignores: Bool
        /// What the report says about it, if anything.
        var finding: Rule?
    }

    /// The one decision the rewrite and the report share.
    static func decide(_ kind: ModelPropertyKind, isBookkeeping: Bool, configuration: Configuration) -> Decision {
        switch kind {
        case .lazy:
            return Decision(ignores: true, finding: .lazyIgnored)
        case .otherWrapper:
            return Decision(ignores: true, finding: .propertyWrapperIgnored)
        case .unpublishedStored where configuration.ignoreUnpublished:
            return Decision(ignores: true, finding: nil)
        case .unpublishedStored:
            // Subscriptions and tasks change nothing a view shows: not worth a note.
            return Decision(ignores: false, finding: isBookkeeping ? nil : .unpublishedNowTracked)
        case .published, .untouched:
            return Decision(ignores: false, finding: nil)
        }
    }

    static let descriptions = [
        RuleDescription(
            rule: .unpublishedNowTracked, severity: .note,
            summary: "A stored `var` that was not `@Published` is now tracked (subscriptions and tasks such as `Set<AnyCancellable>`, `Task`, `NSKeyValueObservation` are not noted).",
            suggestedFix: "Add `@ObservationIgnored` (or rerun with `--ignore-unpublished`)."
        ),
        RuleDescription(
            rule: .propertyWrapperIgnored, severity: .warning,
            summary: "A property with another wrapper (e.g. `@AppStorage`) got `@ObservationIgnored`; it no longer updates views.",
            suggestedFix: "Back a computed property by the wrapper and call `access(keyPath:)` / `withMutation(keyPath:)`."
        ),
        RuleDescription(
            rule: .lazyIgnored, severity: .warning,
            summary: "A `lazy var` got `@ObservationIgnored` (the macro rejects `lazy`).",
            suggestedFix: "Initialise it in `init`, or accept it is untracked."
        ),
    ]

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        var findings: [Finding] = []
        for fact in file.classes where context.index.isMigrated(fact.qualifiedName) {
            let key = Resolution.key(fact.qualifiedName)
            for property in fact.properties {
                let decision = decide(property.kind, isBookkeeping: property.isBookkeeping, configuration: context.configuration)
                switch (decision.finding, property.kind) {
                case (.lazyIgnored?, _):
                    findings.append(context.finding(.lazyIgnored, property.position,
                        "'\(property.name)' in '\(key)' is lazy, so it got @ObservationIgnored; changes to it no longer update views", applied: true))
                case (.propertyWrapperIgnored?, .otherWrapper(let wrapper)):
                    if ObservableWrapperKind(rawValue: wrapper.split(separator: ".").last.map(String.init) ?? "") != nil {
                        findings.append(context.finding(.propertyWrapperIgnored, property.position,
                            "'\(property.name)' in '\(key)' uses @\(wrapper), which only works inside views; it got @ObservationIgnored", applied: true,
                            fix: "Remove the wrapper: a plain stored property of an @Observable class is tracked, and an @Observable object it holds tracks its own properties."))
                    } else {
                        findings.append(context.finding(.propertyWrapperIgnored, property.position,
                            "'\(property.name)' in '\(key)' uses @\(wrapper), so it got @ObservationIgnored; changes to it no longer update views", applied: true))
                    }
                case (.unpublishedNowTracked?, _):
                    findings.append(context.finding(.unpublishedNowTracked, property.position,
                        "'\(property.name)' in '\(key)' was not @Published and is now tracked; views reading it update when it changes", applied: true))
                default:
                    break
                }
            }
        }
        return findings
    }
}
