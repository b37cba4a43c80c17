import SwiftSyntax
import SyntaxSupport

/// Removes the `ObservableObject` conformance of migrated classes, wherever it
/// is declared; an inheritance clause left empty disappears, and so does an
/// extension left with neither conformances nor members.
///
/// ## Before
/// ```swift
/// class Location: NSObject, ObservableObject {
/// extension Model: ObservableObject {}
/// ```
/// ## After
/// ```swift
/// class Location: NSObject {
/// ```
final class RemoveObservableObjectConformance: MigrationRewriter, MigrationRule {
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        index.declaresMigratedClass(file) || file.extensions.contains { $0.declaresObservableObject }
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let migrates = index.dropsObservableObject(Resolution.key(context.names.path(of: node) + [node.name.text]))
        let visitedDecl = super.visit(node)
        // Edited detached: an edit of a node in a tree rebuilds every node up to the root.
        guard migrates, var visited = visitedDecl.as(ClassDeclSyntax.self)?.detached,
              let clause = visited.inheritanceClause else { return visitedDecl }
        let (newClause, trailing) = Self.removingObservableObject(from: clause)
        visited.inheritanceClause = newClause
        if newClause == nil {
            if let generics = visited.genericParameterClause {
                visited.genericParameterClause = generics.with(\.trailingTrivia, generics.trailingTrivia + trailing)
            } else {
                visited.name = visited.name.with(\.trailingTrivia, visited.name.trailingTrivia + trailing)
            }
        }
        return DeclSyntax(visited)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        let migrates = conformanceMigrates(node)
        let visitedDecl = super.visit(node)
        guard migrates, var visited = visitedDecl.as(ExtensionDeclSyntax.self)?.detached,
              let clause = visited.inheritanceClause else { return visitedDecl }
        let (newClause, trailing) = Self.removingObservableObject(from: clause)
        visited.inheritanceClause = newClause
        if newClause == nil {
            visited.extendedType = visited.extendedType.with(\.trailingTrivia, visited.extendedType.trailingTrivia + trailing)
        }
        return DeclSyntax(visited)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let emptied = node.enumerated().filter { _, item in
            guard let ext = item.item.as(ExtensionDeclSyntax.self) else { return false }
            return conformanceMigrates(ext) && ext.memberBlock.members.isEmpty && ext.genericWhereClause == nil
                && ext.inheritanceClause?.inheritedTypes.allSatisfy({ TypeNames.isObservableObject($0.type) }) == true
        }.map(\.offset)
        guard !emptied.isEmpty else { return super.visit(node) }
        var items = Array(super.visit(node))
        for offset in emptied.reversed() {
            // Keep a file header that sat above the removed extension.
            let header = items[offset].leadingTrivia.detachedHeader
            items.remove(at: offset)
            if !header.isEmpty, offset < items.count {
                items[offset] = items[offset].with(\.leadingTrivia, header + items[offset].leadingTrivia.droppingLeadingLineBreaks)
            }
        }
        return CodeBlockItemListSyntax(items)
    }

    private func conformanceMigrates(_ node: ExtensionDeclSyntax) -> Bool {
        guard node.inheritanceClause?.inheritedTypes.contains(where: { TypeNames.isObservableObject($0.type) }) == true,
              let extended = TypeNames.components(of: node.extendedType),
              let resolved = index.resolution.resolveClass(extended, scope: context.names.path(of: node)) else { return false }
        return index.dropsObservableObject(resolved)
    }

    /// The clause without `ObservableObject`, or nil when nothing is left; plus
    /// the trailing trivia of a removed clause, which the caller keeps.
    static func removingObservableObject(from clause: InheritanceClauseSyntax) -> (InheritanceClauseSyntax?, Trivia) {
        var types = Array(clause.inheritedTypes)
        guard let index = types.firstIndex(where: { TypeNames.isObservableObject($0.type) }) else { return (clause, []) }
        if types.count == 1 { return (nil, clause.trailingTrivia) }
        let removed = types.remove(at: index)
        if index == types.count {
            // Removed the last entry: the new last one loses its comma and takes the
            // removed entry's trailing trivia (the space before `{`).
            types[index - 1] = types[index - 1].with(\.trailingComma, nil).with(\.trailingTrivia, removed.trailingTrivia)
        } else {
            // A comment written after the removed entry (`ObservableObject, // why`) stays.
            // Without one, the next entry moves up into the removed one's place.
            if removed.trailingTrivia.containsComment {
                let comment = Trivia(pieces: Array(removed.trailingTrivia.pieces.drop { $0.isSpaceOrTab }))
                types[index] = types[index].with(\.leadingTrivia, removed.leadingTrivia + comment + types[index].leadingTrivia)
            } else if removed.leadingTrivia.lineBreak != nil || types[index].leadingTrivia.lineBreak == nil {
                types[index] = types[index].with(\.leadingTrivia, removed.leadingTrivia)
            } else if index > 0 {
                // The next entry starts a line of its own and stays there; the
                // line the removed entry ended ends as it did (no space after the comma).
                types[index - 1] = types[index - 1].with(\.trailingTrivia, removed.trailingTrivia)
            }
        }
        return (clause.with(\.inheritedTypes, InheritedTypeListSyntax(types)), [])
    }
}
