import SwiftSyntax

/// A class whose `$property` publisher is used (`model.$query.sink`,
/// `.onReceive(model.$x)`, `assign(to: &$x)`, `Published<T>.Publisher` in a
/// signature) stays `ObservableObject`: `@Observable` properties have no
/// publisher. With `--allow-combine` the class migrates anyway and each use
/// is reported, since it no longer compiles.
///
/// ## Before
/// ```swift
/// store.$entries.sink { … }
/// ```
/// ## After
/// The same code, left as it is and reported:
/// ```swift
/// store.$entries.sink { … }   // unchanged; Store stays ObservableObject
/// ```
/// Limits: `x.$name` on a value whose type cannot be told counts for every
/// observable class that publishes `name`.
enum KeepPublisherClasses: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .combinePublisher, severity: .warning,
        summary: "A `$property` publisher of a model is used (`.sink`, `.onReceive(m.$x)`, `.assign(to: &$x)`, `Published<T>.Publisher`); the class stays `ObservableObject` unless `--allow-combine`.",
        suggestedFix: "Use `withObservationTracking` or `.onChange(of:)`, then migrate."
    )]

    /// One use of the publisher of `owner`'s `@Published property`.
    struct PublisherUse {
        var owner: String
        var property: String
        var position: SourcePosition
    }

    /// The publisher uses of a file: the one decision the policy and the report share.
    static func publisherUses(in file: FileFacts, resolution: Resolution) -> [PublisherUse] {
        var uses: [PublisherUse] = []
        for use in file.memberPublisherUses {
            let owners: [String]
            if let resolved = resolution.resolveValue(use.base, scope: use.scope, path: file.path) {
                owners = resolution.isObservable(resolved) ? [resolved] : []
            } else {
                // Unknown base: every observable class publishing that name, to stay safe.
                owners = resolution.observableClasses.keys.filter { resolution.declaresPublished(use.member, in: $0) }.sorted()
            }
            uses += owners.map { PublisherUse(owner: $0, property: use.member, position: use.position) }
        }
        for reference in file.projectedReferences {
            // A bare `$name` inside the class (or an extension) that publishes `name`.
            let owner = Resolution.key(reference.owner)
            if resolution.isObservable(owner), resolution.declaresPublished(reference.name, in: owner) {
                uses.append(PublisherUse(owner: owner, property: reference.name, position: reference.position))
            }
        }
        return uses
    }

    static let pass = MigrationPolicy.FilePass { file, resolution, configuration in
        guard !configuration.allowCombine else { return [] }
        return publisherUses(in: file, resolution: resolution).map { ($0.owner, .combinePublisher) }
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        var findings = file.publisherTypeMentions.map { context.finding(.combinePublisher, $0.position, $0.message, applied: false) }
        for use in publisherUses(in: file, resolution: context.resolution) {
            let message = context.index.isMigrated(use.owner)
                ? "'$\(use.property)' of '\(use.owner)' is used as a Combine publisher; '\(use.owner)' was migrated anyway (--allow-combine), so this use no longer compiles; use withObservationTracking or onChange(of:)"
                : "'\(use.owner)' stays ObservableObject: its publisher '$\(use.property)' is used here; use withObservationTracking or onChange(of:) instead"
            findings.append(context.finding(.combinePublisher, use.position, message, applied: false))
        }
        return findings
    }

    /// Phase 1: `Published<T>.Publisher` in a signature. (`$name` uses are
    /// shared facts: `ProjectedReference` recognises them for every rule.)
    static func publisherType(_ node: MemberTypeSyntax) -> SyntaxMatch? {
        guard node.name.text == "Publisher", node.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Published" else { return nil }
        return SyntaxMatch(node: Syntax(node), message: "'\(node.trimmedDescription)' exposes a @Published publisher; @Observable properties have none")
    }
}
