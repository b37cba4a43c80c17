import SwiftSyntax
import SyntaxSupport

/// Strips `@Published` from the properties of migrated classes, keeping
/// modifiers, observers, types, initial values and comments.
///
/// ## Before
/// ```swift
/// @Published private(set) var items: [Item] = []
/// ```
/// ## After
/// ```swift
/// private(set) var items: [Item] = []
/// ```
final class StripPublished: MigrationRewriter, MigrationRule {
    /// Files declaring a migrated class with a `@Published` property.
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.classes.contains { index.isMigrated($0.qualifiedName) && $0.properties.contains { $0.kind == .published } }
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard ModelPropertyKind.classify(node) == .published, isMemberOfMigratedClass(node),
              let attribute = ModelPropertyKind.publishedAttribute(of: node) else { return super.visit(node) }
        return DeclSyntax(AttributeEditing.removing(attribute, from: node))
    }
}
