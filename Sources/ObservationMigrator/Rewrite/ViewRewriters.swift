import SwiftSyntax

/// `@StateObject` of a migrated class becomes `@State`.
///
/// ## Before
/// ```swift
/// @StateObject private var library = Library()
/// ```
/// ## After
/// ```swift
/// @State private var library = Library()
/// ```
/// `@State` evaluates its initial value on every init of the view; the report
/// says so (`state-init-cost`) when that value is more than a plain call.
final class ReplaceStateObject: MigrationRewriter {
    override class func isNeeded(for summary: FileSummary) -> Bool { summary.hasWrapperProperties }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard let property = ObservableWrapperProperty(node), property.kind == .stateObject,
              viewPropertyForm(of: property, in: node) == .state else { return super.visit(node) }
        return DeclSyntax(AttributeEditing.replacing(property.attribute, with: AttributeEditing.renamed(property.attribute, to: "State"), in: node))
    }
}

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
final class ReplaceObservedObject: MigrationRewriter {
    override class func isNeeded(for summary: FileSummary) -> Bool { summary.hasWrapperProperties }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard let property = ObservableWrapperProperty(node), property.kind == .observedObject,
              let form = viewPropertyForm(of: property, in: node) else { return super.visit(node) }
        switch form {
        case .plain:
            return DeclSyntax(AttributeEditing.removing(property.attribute, from: node))
        case .bindable:
            return DeclSyntax(AttributeEditing.replacing(property.attribute, with: AttributeEditing.renamed(property.attribute, to: "Bindable"), in: node))
        case .state:
            return DeclSyntax(AttributeEditing.replacing(property.attribute, with: AttributeEditing.renamed(property.attribute, to: "State"), in: node))
        case .environment:
            return super.visit(node)
        }
    }
}

/// `@EnvironmentObject var m: T` of a migrated class becomes
/// `@Environment(T.self) var m`; an optional `T?` keeps its annotation.
///
/// ## Before
/// ```swift
/// @EnvironmentObject private var library: Library
/// ```
/// ## After
/// ```swift
/// @Environment(Library.self) private var library
/// ```
final class ReplaceEnvironmentObject: MigrationRewriter {
    override class func isNeeded(for summary: FileSummary) -> Bool { summary.hasWrapperProperties }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard let property = ObservableWrapperProperty(node), property.kind == .environmentObject,
              viewPropertyForm(of: property, in: node) == .environment,
              let type = property.declaredType else { return super.visit(node) }
        let typeReference = MemberAccessExprSyntax(
            base: ExprSyntax(TypeExprSyntax(type: type.trimmed)),
            period: .periodToken(),
            declName: DeclReferenceExprSyntax(baseName: .keyword(.self))
        )
        let attribute = AttributeSyntax(
            atSign: .atSignToken(),
            attributeName: TypeSyntax(IdentifierTypeSyntax(name: .identifier("Environment"))),
            leftParen: .leftParenToken(),
            arguments: .argumentList(LabeledExprListSyntax([LabeledExprSyntax(expression: typeReference)])),
            rightParen: .rightParenToken()
        )
        var result = AttributeEditing.replacing(property.attribute, with: attribute, in: node)
        if !property.isOptional, let binding = result.bindings.first, let annotation = binding.typeAnnotation {
            let newBinding = binding
                .with(\.typeAnnotation, nil)
                .with(\.pattern, binding.pattern.with(\.trailingTrivia, binding.pattern.trailingTrivia + annotation.trailingTrivia))
            result.bindings = PatternBindingListSyntax([newBinding])
        }
        return DeclSyntax(result)
    }
}

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
final class DeclareBindableEnvironmentObjects: MigrationRewriter {
    override class func isNeeded(for summary: FileSummary) -> Bool { summary.hasProjectedReferences }
    override class var pruning: Pruning { .expressions }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let names = isMemberBody(node) ? environmentBindingNames(in: node) : []
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
                item: .decl(DeclSyntax(Self.bindableDeclaration(name))),
                semicolon: lineBreak == nil ? .semicolonToken(trailingTrivia: .space) : nil
            )
        }
        if lineBreak == nil, !items.isEmpty { items[0] = items[0].with(\.leadingTrivia, []) }
        return CodeBlockItemListSyntax(declarations + items)
    }

    static func bindableDeclaration(_ name: String) -> VariableDeclSyntax {
        VariableDeclSyntax(
            attributes: AttributeListSyntax([.attribute(AttributeEditing.makeAttribute("Bindable").with(\.trailingTrivia, .space))]),
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
        guard let owner = LexicalScope.containingType(of: body) else { return [] }
        var names: [String] = []
        for reference in body.tokens(viewMode: .sourceAccurate) where reference.text.hasPrefix("$") {
            let name = String(reference.text.dropFirst())
            guard !names.contains(name), let expr = reference.parent?.as(DeclReferenceExprSyntax.self),
                  BindableSite.enclosingBody(of: expr)?.id == body.id,
                  let wrapper = index.wrapperProperty(name, of: owner), wrapper.wrapper == .environmentObject,
                  index.viewPropertyForm(of: wrapper) == .environment else { continue }
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

/// Rewrites wrapper initialisation in `init` to match the property's new form.
///
/// ## Before
/// ```swift
/// _vm = StateObject(wrappedValue: ViewModel(id: id))
/// _book = ObservedObject(wrappedValue: book)
/// ```
/// ## After
/// ```swift
/// _vm = State(initialValue: ViewModel(id: id))
/// self.book = book          // or: _book = Bindable(wrappedValue: book)
/// ```
final class RewriteWrapperInitializers: MigrationRewriter {
    override class func isNeeded(for summary: FileSummary) -> Bool { summary.mayInitializeWrappers }
    override class var pruning: Pruning { .none }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        guard let assignment = WrapperInitAssignment(node), let owner = LexicalScope.containingType(of: node),
              let wrapper = index.wrapperProperty(assignment.propertyName, of: owner),
              let form = index.viewPropertyForm(of: wrapper) else { return super.visit(node) }
        let call = assignment.call
        switch form {
        case .plain:
            let target = MemberAccessExprSyntax(
                base: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))),
                period: .periodToken(),
                declName: DeclReferenceExprSyntax(baseName: .identifier(assignment.propertyName))
            ).with(\.leadingTrivia, assignment.target.leadingTrivia).with(\.trailingTrivia, assignment.target.trailingTrivia)
            let value = assignment.argument.expression.with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
            return ExprSyntax(node.with(\.elements, ExprListSyntax([ExprSyntax(target), assignment.assignment, value])))
        case .state, .bindable:
            guard let calledName = assignment.calledName, calledName.text != "init" else { return super.visit(node) }
            let newType = form == .state ? "State" : "Bindable"
            let newLabel = form == .state ? "initialValue" : "wrappedValue"
            var newCall = call.with(\.calledExpression, ExprSyntax(DeclReferenceExprSyntax(baseName: calledName.with(\.tokenKind, .identifier(newType)))))
            if let label = assignment.argument.label {
                newCall.arguments = LabeledExprListSyntax([assignment.argument.with(\.label, label.with(\.tokenKind, .identifier(newLabel)))])
            }
            return ExprSyntax(node.with(\.elements, ExprListSyntax([assignment.target, assignment.assignment, ExprSyntax(newCall)])))
        case .environment:
            return super.visit(node)
        }
    }
}

/// `.environmentObject(x)` with a migrated `x` becomes `.environment(x)`.
final class ReplaceEnvironmentObjectModifier: MigrationRewriter {
    override class func isNeeded(for summary: FileSummary) -> Bool { summary.hasEnvironmentObjectModifiers }
    override class var pruning: Pruning { .none }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let migrates = EnvironmentObjectModifier(node).map { modifier in
            index.resolveValue(ValueReference.describe(modifier.argument), scope: LexicalScope.path(of: node), path: context.path)
                .map { index.migrated.contains($0) } ?? false
        } ?? false
        let visited = super.visit(node)
        guard migrates, let call = visited.as(FunctionCallExprSyntax.self) else { return visited }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.with(\.tokenKind, .identifier("environment"))
            return ExprSyntax(call.with(\.calledExpression, ExprSyntax(member.with(\.declName, member.declName.with(\.baseName, name)))))
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.with(\.tokenKind, .identifier("environment"))
            return ExprSyntax(call.with(\.calledExpression, ExprSyntax(reference.with(\.baseName, name))))
        }
        return visited
    }
}
