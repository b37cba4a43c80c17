import SwiftSyntax
import SyntaxSupport

/// The fact walk's declarations of names whose type a use may need: function
/// parameters, optional bindings, the values enum-case patterns bind, and
/// what a declaration's type is read from.
extension FactCollector {
    func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        if let source = Self.bindingSource(ofType: node.type) {
            facts.valueBindings.append(ValueBindingFact(scope: scope, name: name, source: source, function: LexicalScope.enclosingFunction(of: node)))
        }
        return .visitChildren
    }

    /// `if let x = expr`, `guard let x = expr`, `if let x`.
    func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        recordBinding(name, scope: scope, function: LexicalScope.enclosingFunction(of: node), type: node.typeAnnotation?.type, value: node.initializer?.value,
                      isConditional: true)
        return .visitChildren
    }

    /// `case .settings(let manager, let collection):` of a `switch`.
    func visit(_ node: SwitchCaseItemSyntax) -> SyntaxVisitorContinueKind {
        guard let switchExpr = node.parent?.parent?.parent?.parent?.parent?.as(SwitchExprSyntax.self) else { return .visitChildren }
        recordPayloadBindings(of: node.pattern, matching: switchExpr.subject, at: node)
        return .visitChildren
    }

    /// `if case .profile(let account) = route`, `guard case …`.
    func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
        recordPayloadBindings(of: node.pattern, matching: node.initializer.value, at: node)
        return .visitChildren
    }

    private func recordPayloadBindings(of pattern: PatternSyntax, matching subject: ExprSyntax, at node: some SyntaxProtocol) {
        guard let bound = EnumCasePattern(pattern) else { return }
        let subject = ValueReference.describe(subject)
        guard subject != .unknown else { return }
        let function = LexicalScope.enclosingFunction(of: node)
        for (name, index) in bound.names {
            facts.valueBindings.append(ValueBindingFact(
                scope: scope, name: name, source: .payload(subject: subject, name: bound.caseName, index: index, count: bound.count), function: function,
                isConditional: true))
        }
    }

    /// What a declared name's type is known from: its annotation, else its value
    /// (not `if let x = x`, which says nothing new).
    func recordBinding(_ name: String, scope: [String], function: String?, type: TypeSyntax?, value: ExprSyntax?,
                      isComputed: Bool = false, isStatic: Bool = false, isConditional: Bool = false) {
        if let type, let source = Self.bindingSource(ofType: type) {
            facts.valueBindings.append(ValueBindingFact(scope: scope, name: name, source: source, function: function, isComputed: isComputed,
                                                        isKeyed: TypeNames.isDictionary(type), isStatic: isStatic, isConditional: isConditional))
        } else if let value, let built = Self.elementsBuilt(by: value) {
            facts.valueBindings.append(ValueBindingFact(scope: scope, name: name, source: .elements(built), function: function,
                                               isComputed: isComputed, isStatic: isStatic, isConditional: isConditional))
        } else if let value {
            let reference = ValueReference.describe(value)
            if reference != .unknown, reference != .name(name) {
                facts.valueBindings.append(ValueBindingFact(scope: scope, name: name, source: .value(reference), function: function,
                                                   isComputed: isComputed, isStatic: isStatic, isConditional: isConditional))
            }
        }
    }

    /// `xs.map { x in Hotkey(action: x) }` (or `compactMap`): an array of the
    /// type its closure builds, when the closure is one expression or `return`.
    static func elementsBuilt(by value: ExprSyntax) -> [String]? {
        guard let call = value.as(FunctionCallExprSyntax.self),
              let method = call.calledExpression.as(MemberAccessExprSyntax.self), method.base != nil,
              ["map", "compactMap"].contains(method.declName.baseName.text),
              let closure = call.trailingClosure ?? (call.arguments.count == 1 ? call.arguments.first?.expression.as(ClosureExprSyntax.self) : nil),
              closure.statements.count == 1, let only = closure.statements.first?.item else { return nil }
        let built = only.as(ExprSyntax.self) ?? only.as(ReturnStmtSyntax.self)?.expression
        guard let built, case .instance(let type) = ValueReference.describe(built) else { return nil }
        return type
    }

    /// What a written type tells of the values of a name: a collection's
    /// element type, else the (unwrapped) type itself.
    static func bindingSource(ofType type: TypeSyntax) -> ValueBindingFact.Source? {
        if let element = TypeNames.elementComponents(of: type) { return .elements(element) }
        return TypeNames.components(of: TypeNames.unwrappingOptional(type).type).map { .type($0) }
    }
}
