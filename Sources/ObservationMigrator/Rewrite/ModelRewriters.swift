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
final class AdoptObservableMacro: MigrationRewriter {
    override class func isNeeded(for summary: FileSummary) -> Bool { summary.declaresMigratedClass }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let migrates = index.isMigrated(LexicalScope.path(of: node) + [node.name.text])
        let visited = super.visit(node)
        guard migrates, let visitedClass = visited.as(ClassDeclSyntax.self) else { return visited }
        return DeclSyntax(AttributeEditing.prepending(AttributeEditing.makeAttribute("Observable"), to: visitedClass))
    }
}

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
final class RemoveObservableObjectConformance: MigrationRewriter {
    override class func isNeeded(for summary: FileSummary) -> Bool {
        summary.declaresMigratedClass || summary.extendsWithObservableObject
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let migrates = index.isMigrated(LexicalScope.path(of: node) + [node.name.text])
        let visitedDecl = super.visit(node)
        guard migrates, var visited = visitedDecl.as(ClassDeclSyntax.self),
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
        guard migrates, var visited = visitedDecl.as(ExtensionDeclSyntax.self),
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
              let resolved = index.resolveClass(extended, scope: LexicalScope.path(of: node)) else { return false }
        return index.migrated.contains(resolved)
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
            } else {
                types[index] = types[index].with(\.leadingTrivia, removed.leadingTrivia)
            }
        }
        return (clause.with(\.inheritedTypes, InheritedTypeListSyntax(types)), [])
    }
}

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
final class StripPublished: MigrationRewriter {
    override class func isNeeded(for summary: FileSummary) -> Bool { summary.declaresMigratedClass }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard ModelPropertyKind.classify(node) == .published, isMemberOfMigratedClass(node),
              let attribute = node.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) }).first(where: {
                  let name = $0.attributeName.trimmedDescription
                  return name == "Published" || name == "Combine.Published"
              }) else { return super.visit(node) }
        return DeclSyntax(AttributeEditing.removing(attribute, from: node))
    }
}

/// Puts `@ObservationIgnored` on the properties of migrated classes that the
/// macro rejects (`lazy var`, other property wrappers such as `@AppStorage`),
/// and on plain stored vars with `--ignore-unpublished`.
///
/// Must run before `StripPublished`: once `@Published` is gone, a formerly
/// published property looks like an unpublished one.
///
/// ## Before
/// ```swift
/// lazy var formatter = DateFormatter()
/// ```
/// ## After
/// ```swift
/// @ObservationIgnored lazy var formatter = DateFormatter()
/// ```
final class IgnoreUntrackableProperties: MigrationRewriter {
    override class func isNeeded(for summary: FileSummary) -> Bool { summary.declaresMigratedClass }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard isMemberOfMigratedClass(node) else { return super.visit(node) }
        switch ModelPropertyKind.classify(node) {
        case .lazy, .otherWrapper:
            break
        case .unpublishedStored where context.configuration.ignoreUnpublished:
            break
        default:
            return super.visit(node)
        }
        return DeclSyntax(AttributeEditing.prepending(AttributeEditing.makeAttribute("ObservationIgnored"), to: node))
    }
}

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
final class SplitMultiBindingProperties: MigrationRewriter {
    override class func isNeeded(for summary: FileSummary) -> Bool { summary.declaresMigratedClass }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let visited = super.visit(node)
        guard let classDecl = node.parent?.parent?.as(ClassDeclSyntax.self),
              index.isMigrated(LexicalScope.path(of: classDecl) + [classDecl.name.text]) else { return visited }
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
