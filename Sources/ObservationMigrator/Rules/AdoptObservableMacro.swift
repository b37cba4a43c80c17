import SwiftSyntax

/// Adds `@Observable` to every class the index migrates.
///
/// ## Before
/// ```swift
/// final class Store: ObservableObject {
/// ```
/// ## After
/// ```swift
/// @Observable final class Store: ObservableObject {
/// ```
/// (the conformance goes in `RemoveObservableObjectConformance`). The attribute
/// goes on its own line when the class's attributes are on their own lines.
final class AdoptObservableMacro: MigrationRewriter, MigrationRule {
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool { index.declaresMigratedClass(file) }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let migrates = index.isMigrated(LexicalScope.path(of: node) + [node.name.text])
        let visited = super.visit(node)
        guard migrates, let visitedClass = visited.as(ClassDeclSyntax.self) else { return visited }
        return DeclSyntax(AttributeEditing.prepending(AttributeEditing.makeAttribute("Observable"), to: visitedClass))
    }
}

extension AdoptObservableMacro {
    static let descriptions = [RuleDescription(
        rule: .codableKeys, severity: .warning,
        summary: "A migrated class is `Codable` with synthesized coding; `@Observable` stores properties as `_name`.",
        suggestedFix: "Add `CodingKeys` mapping `_name` to `name`."
    )]

    /// The macro stores each property as `_name`: synthesized coding keys change.
    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.classes.compactMap { fact in
            let key = Resolution.key(fact.qualifiedName)
            guard context.index.isMigrated(key), fact.isCodable, !fact.hasCustomCoding else { return nil }
            return context.finding(.codableKeys, fact.position,
                "'\(key)' is Codable and relies on synthesized coding; @Observable stores its properties as '_name', so the coding keys change",
                applied: false)
        }
    }
}
