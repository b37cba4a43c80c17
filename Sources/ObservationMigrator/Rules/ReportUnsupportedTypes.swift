import SwiftSyntax
import SyntaxSupport

/// `@Observable` applies to classes only: a struct, enum or actor adopting
/// `ObservableObject` is reported, and an `NSManagedObject` subclass (observable
/// through its SDK superclass) stays as it is.
///
/// ## Before
/// ```swift
/// struct Filter: ObservableObject { … }
/// ```
/// ## After
/// The same code, left as it is and reported:
/// ```swift
/// struct Filter: ObservableObject { … }   // unchanged, reported
/// ```
enum ReportUnsupportedTypes: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .unsupportedType, severity: .warning,
        summary: "A struct, enum or actor adopts `ObservableObject`, or an `NSManagedObject` subclass does: `@Observable` cannot apply.",
        suggestedFix: "Make it a class or leave it outside SwiftUI observation."
    )]

    static let pass = MigrationPolicy.ClassPass { key, _, resolution, _ in
        resolution.isManagedObject(key) ? .managedObject : nil
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        var findings = file.unsupportedTypes.map { fact in
            context.finding(.unsupportedType, fact.position,
                "\(fact.kind) '\(fact.name)' adopts ObservableObject, but @Observable supports classes only; left as is", applied: false)
        }
        for fact in file.classes {
            let key = Resolution.key(fact.qualifiedName)
            guard context.index.policy.exclusions[key] == .managedObject else { continue }
            findings.append(context.finding(.unsupportedType, fact.position,
                "'\(key)' is an NSManagedObject subclass, which @Observable does not support; left as is", applied: false))
        }
        return findings
    }

    /// Phase 1: `struct Filter: ObservableObject` (also enums and actors).
    static func observableObjectConformance(in inheritance: InheritanceClauseSyntax?) -> InheritedTypeSyntax? {
        inheritance?.inheritedTypes.first { TypeNames.isObservableObject($0.type) }
    }
}
