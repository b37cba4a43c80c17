/// A class hierarchy moves as a whole: a subclass cannot stay an
/// `ObservableObject` when its superclass stops being one, and the reverse.
/// So do the classes a file compiled by several targets declares or holds in
/// each of them.
/// Runs after every other policy pass.
///
/// ## Before
/// ```swift
/// class Base: ObservableObject { … }      // held back by another rule
/// class Detail: Base { @Published var x = 0 }
/// ```
/// ## After
/// Both stay as they are; `Detail` is reported (`inherited-not-migrated`).
enum KeepClassHierarchiesTogether: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .inheritedNotMigrated, severity: .warning,
        summary: "A class stays unmigrated because another class in its hierarchy cannot be migrated.",
        suggestedFix: "Resolve the other class's finding and rerun."
    )]

    /// The classes that must migrate with each class or stay with it because
    /// a file several modules compile is rewritten once for all: the readings
    /// of one declaration, and the classes one view property holds in each module.
    static func ties(facts: [FileFacts], resolution: Resolution) -> [String: Set<String>] {
        guard resolution.visibility.isModular else { return [:] }
        var groups: [String: Set<String>] = [:]
        for file in facts {
            for fact in file.classes {
                groups["\(file.path):\(fact.position.line):\(fact.position.column)", default: []].insert(Resolution.key(fact.qualifiedName))
            }
            for wrapper in file.wrapperProperties where !wrapper.typeIsGenericParameter {
                guard let resolved = resolution.resolveWrappedClass(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: wrapper.path),
                      resolution.isObservable(resolved) else { continue }
                groups["\(file.path):\(wrapper.position.line):\(wrapper.position.column)", default: []].insert(resolved)
            }
        }
        var ties: [String: Set<String>] = [:]
        for group in groups.values where group.count > 1 {
            for key in group { ties[key, default: []].formUnion(group.subtracting([key])) }
        }
        return ties
    }

    /// Spreads each exclusion up and down the observable hierarchy, and to the
    /// classes `ties` binds, until stable; a class left out by `--only` leaves
    /// its relatives out for the same reason.
    static func propagate(_ exclusions: inout [String: MigrationPolicy.Exclusion], observable: [String], ties: [String: Set<String>],
                          resolution: Resolution) {
        var changed = true
        while changed {
            changed = false
            for key in observable {
                // A file two targets compile is rewritten once, for both: what
                // it declares or holds in each module moves alike.
                for twin in (ties[key] ?? []).sorted() where exclusions[twin] == nil {
                    guard let reason = exclusions[key] else { break }
                    exclusions[twin] = reason == .notSelected ? .notSelected : .sharedDeclaration(with: key)
                    changed = true
                }
                guard let superclass = resolution.observableSuperclass(of: key) else { continue }
                if let reason = exclusions[superclass], exclusions[key] == nil {
                    exclusions[key] = reason == .notSelected ? .notSelected : .inheritsExclusion(from: superclass)
                    changed = true
                } else if let reason = exclusions[key], exclusions[superclass] == nil {
                    exclusions[superclass] = reason == .notSelected ? .notSelected : .inheritsExclusion(from: key)
                    changed = true
                }
            }
        }
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.classes.compactMap { fact in
            let key = Resolution.key(fact.qualifiedName)
            switch context.index.policy.exclusions[key] {
            case .inheritsExclusion(let other):
                return context.finding(.inheritedNotMigrated, fact.position,
                    "'\(key)' stays ObservableObject because '\(other)' in its class hierarchy cannot be migrated", applied: false)
            case .sharedDeclaration(let other):
                return context.finding(.inheritedNotMigrated, fact.position,
                    "'\(key)' stays ObservableObject because a file that several targets compile also uses '\(other)', which cannot be migrated", applied: false)
            default:
                return nil
            }
        }
    }
}
