/// A class with an attribute the migration does not know (usually a macro
/// such as `@Stateful`) stays `ObservableObject`: the macro may generate
/// members, `@Published` properties among them, that the migration cannot see.
///
/// ## Before
/// ```swift
/// @Stateful final class Feed: ObservableObject { … }
/// ```
/// ## After
/// The same code, left as it is and reported:
/// ```swift
/// @Stateful final class Feed: ObservableObject { … }   // unchanged, reported
/// ```
enum KeepMacroAttributedClasses: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .attachedMacro, severity: .warning,
        summary: "A class carries an unknown capitalised attribute (usually a macro such as `@Stateful`) that may generate members the migration cannot see; it stays `ObservableObject`.",
        suggestedFix: "Check what it generates and migrate by hand, or have the macro emit Observation code."
    )]

    static let pass = MigrationPolicy.ClassPass { _, fact, _, _ in
        fact.unknownAttributes.first.map { .unknownAttribute($0) }
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.classes.compactMap { fact in
            let key = Resolution.key(fact.qualifiedName)
            guard case .unknownAttribute(let attribute) = context.index.policy.exclusions[key] else { return nil }
            return context.finding(.attachedMacro, fact.position,
                "'\(key)' stays ObservableObject: @\(attribute) may be a macro that adds members (such as @Published properties) the migration cannot see",
                applied: false)
        }
    }
}
