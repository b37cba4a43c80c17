import SwiftSyntax
import SyntaxSupport

/// Declares `@Bindable var m = m` at the top of each function or computed
/// property (such as `body`) that makes `$m.x` bindings of a migrated
/// environment object, as Apple's migration guide shows.
///
/// ## Before
/// ```swift
/// var body: some View {
///     Toggle("On", isOn: $model.isOn)
/// }
/// ```
/// ## After
/// ```swift
/// var body: some View {
///     @Bindable var model = model
///     Toggle("On", isOn: $model.isOn)
/// }
/// ```
/// A binding written on `self` (`self.$model.isOn`) reads the local too:
/// `$model.isOn` (an `@Environment` property projects nothing).
final class DeclareBindableEnvironmentObjects: MigrationRewriter, MigrationRule {
    /// The names each body visited so far declares a local `@Bindable` for.
    private var declaredLocals: [SyntaxIdentifier: [String]] = [:]

    /// Only where a `$name` projects an `@EnvironmentObject` property of its type.
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.projectedReferences.contains { reference in
            index.resolution.wrapperProperty(reference.name, of: reference.owner)?.wrapper == .environmentObject
                || index.resolution.environmentPropertyClass(reference.name, of: reference.owner) != nil
        }
    }
    /// Adds `@Bindable var m = m` to bodies that bind `$m.name`.
    override class func bodyWords(in file: FileFacts, index: ProjectIndex) -> [String]? { ["$"] }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let names = isMemberBody(node) ? environmentBindingNames(in: node) : []
        if !names.isEmpty { declaredLocals[node.id] = names }
        let visited = super.visit(node)
        guard !names.isEmpty else { return visited }
        var items = Array(visited)
        let firstLeading = items.first?.leadingTrivia ?? []
        let lineBreak = firstLeading.lineBreak
        if !isResultBuilderBody(node), items.count == 1, let expression = items[0].item.as(ExprSyntax.self) {
            items[0] = items[0].with(\.item, .stmt(StmtSyntax(ReturnStmtSyntax(
                returnKeyword: .keyword(.return, leadingTrivia: expression.leadingTrivia, trailingTrivia: .space),
                expression: expression.with(\.leadingTrivia, [])
            ))))
        }
        let declarations = names.map { name in
            CodeBlockItemSyntax(
                leadingTrivia: lineBreak.map { $0 + firstLeading.indentationOfLastLine } ?? firstLeading,
                item: .decl(DeclSyntax(Self.bindableDeclaration(name, module: qualifier(for: "Bindable", module: "SwiftUI", at: node)))),
                semicolon: lineBreak == nil ? .semicolonToken(trailingTrivia: .space) : nil
            )
        }
        if lineBreak == nil, !items.isEmpty { items[0] = items[0].with(\.leadingTrivia, []) }
        return CodeBlockItemListSyntax(declarations + items)
    }

    /// `self.$m` in a body that declares `@Bindable var m = m` → `$m`.
    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard let projected = ProjectedReference(node.declName), projected.isWrittenOnSelf,
              let body = BindableSite.enclosingBody(of: node), declaredLocals[body.id]?.contains(projected.name) == true
        else { return super.visit(node) }
        return ExprSyntax(node.declName.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    static func bindableDeclaration(_ name: String, module: String?) -> VariableDeclSyntax {
        VariableDeclSyntax(
            attributes: AttributeListSyntax([.attribute(AttributeEditing.makeAttribute("Bindable", module: module).with(\.trailingTrivia, .space))]),
            bindingSpecifier: .keyword(.var, trailingTrivia: .space),
            bindings: PatternBindingListSyntax([PatternBindingSyntax(
                pattern: PatternSyntax(IdentifierPatternSyntax(identifier: .identifier(name, trailingTrivia: .space))),
                initializer: InitializerClauseSyntax(
                    equal: .equalToken(trailingTrivia: .space),
                    value: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
                )
            )])
        )
    }

    private func isMemberBody(_ node: CodeBlockItemListSyntax) -> Bool {
        if node.parent?.is(AccessorBlockSyntax.self) == true { return true }
        guard let block = node.parent?.as(CodeBlockSyntax.self), let owner = block.parent else { return false }
        if owner.is(FunctionDeclSyntax.self) { return true }
        return owner.as(AccessorDeclSyntax.self)?.accessorSpecifier.tokenKind == .keyword(.get)
    }

    /// The migrated environment objects whose `$name` this body uses, in order of first use.
    private func environmentBindingNames(in body: CodeBlockItemListSyntax) -> [String] {
        guard let owner = context.names.containingType(of: body) else { return [] }
        // A body that declares the name itself (`@Bindable var m = m`, from an
        // earlier run) binds through that local.
        let declared = Set(body.compactMap { $0.item.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
            .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        var names: [String] = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard let projected = ProjectedReference(token: token), case .bare = projected.form else { continue }
            let name = projected.name
            guard !names.contains(name), !declared.contains(name), BindableSite.enclosingBody(of: projected.reference)?.id == body.id,
                  Self.bindsEnvironmentObject(name, owner: owner, index: index) else { continue }
            names.append(name)
        }
        return names
    }

    private func isResultBuilderBody(_ node: CodeBlockItemListSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return hasBuilderAttribute(function.attributes) }
            if let variable = ancestor.as(VariableDeclSyntax.self) {
                let isBody = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
                return isBody || hasBuilderAttribute(variable.attributes)
            }
            current = ancestor.parent
        }
        return false
    }

    private func hasBuilderAttribute(_ attributes: AttributeListSyntax) -> Bool {
        ModelPropertyKind.attributeNames(attributes).contains { $0.hasSuffix("Builder") }
    }
}

extension DeclareBindableEnvironmentObjects {
    static let descriptions = [RuleDescription(
        rule: .environmentBinding, severity: .warning,
        summary: "`$m.x` of a migrated environment object is used where no local `@Bindable` can be declared.",
        suggestedFix: "Move the binding into a function or computed property and declare `@Bindable var m = m` there."
    )]

    /// Whether a `$name` use reads a migrated environment object, which then needs a local `@Bindable`.
    static func bindsEnvironmentObject(_ name: String, owner: [String], index: ProjectIndex) -> Bool {
        // `@Environment(T.self)` already (an earlier run wrote that file, not this one).
        if let held = index.resolution.environmentPropertyClass(name, of: owner) { return index.isObservation(held) }
        guard let wrapper = index.resolution.wrapperProperty(name, of: owner), wrapper.wrapper == .environmentObject else { return false }
        return index.viewPropertyForm(of: wrapper) == .environment
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.projectedReferences.compactMap { reference in
            guard !reference.hasBindableSite, bindsEnvironmentObject(reference.name, owner: reference.owner, index: context.index) else { return nil }
            return context.finding(.environmentBinding, reference.position,
                "'$\(reference.name)' binds through an environment object outside a function or computed property, where no local @Bindable can be declared; it no longer compiles",
                applied: false)
        }
    }
}
