import SwiftSyntax
import SyntaxSupport

/// Splits a stored property declaration with several names in a migrated
/// class into one declaration per name: `@Observable` rejects
/// `var width = 0.0, height = 0.0`.
///
/// Must run first: the other model rewriters then see one property per declaration.
///
/// ## Before
/// ```swift
/// private var lastX: Double = 0, lastY: Double = 0
/// ```
/// ## After
/// ```swift
/// private var lastX: Double = 0
/// private var lastY: Double = 0
/// ```
final class SplitMultiBindingProperties: MigrationRewriter, MigrationRule {
    /// Files declaring a migrated class with a declaration of several
    /// properties (phase 1 records each name at its declaration's position).
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.classes.contains { fact in
            index.isMigrated(fact.qualifiedName) && Set(fact.properties.map(\.position)).count < fact.properties.count
        }
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let visited = super.visit(node)
        // The members of a migrated class, also inside `#if` clauses.
        guard isMemberOfMigratedClass(node) else { return visited }
        var items: [MemberBlockItemSyntax] = []
        var changed = false
        for item in visited {
            guard let decl = item.decl.as(VariableDeclSyntax.self), decl.bindings.count > 1,
                  decl.bindings.allSatisfy(ModelPropertyKind.isStored) else {
                items.append(item)
                continue
            }
            changed = true
            let bindings = Array(decl.bindings)
            let separator = (decl.leadingTrivia.lineBreak ?? context.lineBreak) + decl.leadingTrivia.indentationOfLastLine
            for (offset, binding) in bindings.enumerated() {
                var single = binding.with(\.trailingComma, nil)
                // `var a, b: Int`: a name without type or value shares the next one's type.
                if single.typeAnnotation == nil, single.initializer == nil,
                   let shared = bindings[(offset + 1)...].first(where: { $0.typeAnnotation != nil })?.typeAnnotation {
                    single = single.with(\.pattern, single.pattern.with(\.trailingTrivia, [])).with(\.typeAnnotation, shared.with(\.trailingTrivia, []))
                }
                if offset > 0 { single = single.with(\.leadingTrivia, []) }
                if offset < bindings.count - 1 { single = single.with(\.trailingTrivia, []) }
                var newDecl = decl.with(\.bindings, PatternBindingListSyntax([single]))
                if offset > 0 { newDecl = newDecl.with(\.leadingTrivia, separator) }
                items.append(item.with(\.decl, DeclSyntax(newDecl)).with(\.semicolon, offset == bindings.count - 1 ? item.semicolon : nil))
            }
        }
        return changed ? MemberBlockItemListSyntax(items) : visited
    }
}
