/// A class with a `@Published` property whose type declares its own `==`
/// stays `ObservableObject`. `@Published` told views of every value set;
/// `@Observable` tells them only when the new value is `!=` the old one, and a
/// hand-written `==` may call values equal that views show differently (an
/// enum whose `==` compares the case and not its payload:
/// `.failed("offline") == .failed("timeout")`). Such a view would keep
/// showing the old value.
///
/// ## Before
/// ```swift
/// enum Phase: Equatable {
///     case idle, failed(String)
///     static func == (lhs: Phase, rhs: Phase) -> Bool { … }   // compares the case only
/// }
/// final class Job: ObservableObject {
///     @Published var phase: Phase = .idle
/// }
/// ```
/// ## After
/// The same code, left as it is and reported.
enum KeepCustomEqualityProperties: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .customEqualityKept, severity: .warning,
        summary: "A class with a `@Published` property whose type (or an element or wrapped type) declares its own `==` stays `ObservableObject`: `@Observable` tells views of a new value only when it is `!=` the old one, and a hand-written `==` may call values equal that views show differently, where `@Published` told them of every value set.",
        suggestedFix: "If the type's `==` compares everything views show, rerun after making it synthesized (remove it); otherwise migrate by hand, backing the property with `@ObservationIgnored` storage and calling `access(keyPath:)` in its getter and `withMutation(keyPath:_:)` in its setter."
    )]

    /// The first `@Published` property of a class whose type declares its own `==`, and that type.
    static func property(in fact: ClassFact, resolution: Resolution) -> (property: ModelPropertyFact, type: String)? {
        for property in fact.properties where property.kind == .published {
            guard let shape = property.valueType, let type = resolution.customEqualityType(in: shape, scope: fact.qualifiedName) else { continue }
            return (property, type)
        }
        return nil
    }

    static let pass = MigrationPolicy.ClassPass { _, fact, resolution, _ in
        property(in: fact, resolution: resolution).map { .customEquality(property: $0.property.name, type: $0.type) }
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.classes.compactMap { fact in
            let key = Resolution.key(fact.qualifiedName)
            guard case .customEquality(let name, let type)? = context.index.policy.exclusions[key],
                  let property = fact.properties.first(where: { $0.name == name }) else { return nil }
            return context.finding(.customEqualityKept, property.position,
                "'\(key)' stays ObservableObject: its @Published '\(name)' holds '\(type)', which declares its own ==; @Observable would tell views of a new value only when it is != the old one, where @Published told them of every value set, so a view could keep showing an old value that == calls equal",
                applied: false)
        }
    }
}
