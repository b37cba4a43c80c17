import SwiftSyntax
import SyntaxSupport

/// `@ObservedObject` of a migrated class becomes a plain property, `@Bindable`
/// when the type makes `$name` bindings, or `@State` when the view creates the
/// object itself (`@ObservedObject var vm = ViewModel()`).
///
/// ## Before
/// ```swift
/// @ObservedObject var book: Book
/// ```
/// ## After
/// ```swift
/// var book: Book            // or: @Bindable var book: Book
/// ```
/// A private one with a value, in a struct without an initializer of its own,
/// becomes `private let` (`private(set) var` when the file assigns it), so
/// that the memberwise initializer stays as accessible as it was.
final class ReplaceObservedObject: MigrationRewriter, MigrationRule {
    /// Only files with an `@ObservedObject` of a class that migrates.
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.wrapperProperties.contains { $0.wrapper == .observedObject && index.viewPropertyForm(of: $0) != nil }
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard let property = ObservableWrapperProperty(node), property.kind == .observedObject,
              let form = viewPropertyForm(of: property, in: node) else { return super.visit(node) }
        switch form {
        case .plain:
            return DeclSyntax(Self.keepingMemberwiseInitializer(AttributeEditing.removing(property.attribute, from: node), of: node))
        case .bindable:
            return DeclSyntax(AttributeEditing.replacing(property.attribute, with: AttributeEditing.renamed(property.attribute, to: "Bindable", module: qualifier(for: "Bindable", module: "SwiftUI", at: node)), in: node))
        case .state:
            return DeclSyntax(AttributeEditing.replacing(property.attribute, with: AttributeEditing.renamed(property.attribute, to: "State", module: qualifier(for: "State", module: "SwiftUI", at: node)), in: node))
        case .environment, .stateObject:
            return super.visit(node)
        }
    }
}

extension ReplaceObservedObject {
    /// A struct's memberwise initializer is private when a private stored
    /// property with a value takes part in it, which a wrapped property does
    /// not: `@ObservedObject private var settings = Settings.shared` left as
    /// `private var settings = …` would make `Cell(title:)` inaccessible to its
    /// callers. A `let` with a value is no parameter of it; a property the file
    /// assigns again becomes `private(set) var`, an optional parameter.
    static func keepingMemberwiseInitializer(_ plain: VariableDeclSyntax, of original: VariableDeclSyntax) -> VariableDeclSyntax {
        guard let restricted = Array(plain.modifiers).firstIndex(where: { [.private, .fileprivate].contains($0.name.tokenKind.keyword) && $0.detail == nil }),
              original.bindings.count == 1, let binding = original.bindings.first, binding.initializer != nil, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let owner = LexicalScope.enclosingTypeDecl(of: original)?.as(StructDeclSyntax.self),
              !TypeMembers.declarations(of: owner.memberBlock).contains(where: { $0.is(InitializerDeclSyntax.self) })
        else { return plain }
        guard isAssigned(name, in: owner) else {
            return plain.with(\.bindingSpecifier, plain.bindingSpecifier.with(\.tokenKind, .keyword(.let)))
        }
        var modifiers = Array(plain.modifiers)
        let modifier = modifiers[restricted]
        modifiers[restricted] = modifier
            .with(\.name, modifier.name.with(\.trailingTrivia, []))
            .with(\.detail, DeclModifierDetailSyntax(detail: .identifier("set"), rightParen: .rightParenToken(trailingTrivia: modifier.name.trailingTrivia)))
        return plain.with(\.modifiers, DeclModifierListSyntax(modifiers))
    }

    /// Whether `name` (or `self.name`, or a member of that name) is assigned, or
    /// passed `inout`, in the struct or in an extension of a type of its name
    /// in its file (the only places a private property can be reached from).
    private static func isAssigned(_ name: String, in owner: StructDeclSyntax) -> Bool {
        let extensions = owner.root.as(SourceFileSyntax.self)?.statements.compactMap { item -> Syntax? in
            guard let extended = item.item.as(ExtensionDeclSyntax.self),
                  TypeNames.components(of: extended.extendedType)?.last == owner.name.text else { return nil }
            return Syntax(extended)
        } ?? []
        var assigned = false
        for scope in [Syntax(owner.memberBlock)] + extensions where !assigned {
            RawTreeWalk.forEachReference(named: [name], in: scope) { reference in
                if isAssignedThere(reference) { assigned = true }
            }
        }
        return assigned
    }

    /// `name = …`, `self.name = …`, `&name`.
    private static func isAssignedThere(_ reference: DeclReferenceExprSyntax) -> Bool {
        var target = Syntax(reference)
        if let access = target.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { target = Syntax(access) }
        return LexicalScope.isWritten(target)
    }

    static let descriptions = [RuleDescription(
        rule: .viewOwnedObservedObject, severity: .note,
        summary: "`@ObservedObject var vm = VM()` became `@State`: the view creates what it observes.",
        suggestedFix: "Make sure the view should own it, or pass it in."
    )]

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.wrapperProperties.compactMap { wrapper in
            guard wrapper.wrapper == .observedObject, context.index.viewPropertyForm(of: wrapper) == .state else { return nil }
            return context.finding(.viewOwnedObservedObject, wrapper.position,
                "@ObservedObject '\(wrapper.name)' creates its own object, so it became @State, which owns it (the old code recreated it with its parent)",
                applied: true)
        }
    }
}
