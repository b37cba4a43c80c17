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

    /// A function of a type or a global (`func makeSession() -> Session`):
    /// what a call of it gives. A local function answers calls itself.
    func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !LexicalScope.isLocal(node) else { return .visitChildren }
        // `static func == (lhs: Phase, rhs: Phase) -> Bool` in `Phase` or an extension of it.
        if node.name.text == "==", Self.isStatic(node.modifiers), let type = scope.last {
            facts.customEqualityTypes.append((Array(scope.dropLast()), [type]))
        }
        let generics = Set(node.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let result = node.signature.returnClause.flatMap { clause -> [String]? in
            guard let type = TypeNames.components(of: TypeNames.unwrappingOptional(clause.type).type),
                  let first = type.first, !generics.contains(first), first != "Self" || type.count == 1 else { return nil }
            // `-> Self`: the type declaring the function (`Resolution.callResult`).
            return type
        }
        facts.callables.append(CallableFact(scope: scope, name: node.name.text, result: result,
                                            filePrivatePath: AccessLevel.isFilePrivate(node.modifiers) ? facts.path : nil,
                                            isStatic: Self.isStatic(node.modifiers)))
        return .visitChildren
    }

    /// A stored closure of a type or a global (`var sentinel: () -> Sentinel`,
    /// `let make = { Session() }`): what a call of it gives, when its type is written.
    func recordCallable(_ binding: PatternBindingSyntax, name: String, modifiers: DeclModifierListSyntax) {
        let filePrivatePath = AccessLevel.isFilePrivate(modifiers) ? facts.path : nil
        let isStatic = Self.isStatic(modifiers)
        var written = binding.typeAnnotation.map { TypeNames.unwrappingOptional($0.type).type }
        while let attributed = written?.as(AttributedTypeSyntax.self) { written = attributed.baseType }
        while let parenthesized = written?.as(TupleTypeSyntax.self), parenthesized.elements.count == 1 { written = parenthesized.elements.first?.type }
        if let function = written?.as(FunctionTypeSyntax.self) {
            let result = TypeNames.components(of: TypeNames.unwrappingOptional(function.returnClause.type).type)
            facts.callables.append(CallableFact(scope: scope, name: name, result: result, filePrivatePath: filePrivatePath, isStatic: isStatic))
        } else if written == nil, binding.initializer?.value.is(ClosureExprSyntax.self) == true {
            facts.callables.append(CallableFact(scope: scope, name: name, result: nil, filePrivatePath: filePrivatePath, isStatic: isStatic))
        }
    }

    /// `static` or `class` among a declaration's modifiers.
    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// `if let x = expr`, `guard let x = expr`, `if let x`.
    func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        recordBinding(name, scope: scope, function: LexicalScope.enclosingFunction(of: node), type: node.typeAnnotation?.type, value: node.initializer?.value,
                      isConditional: true, region: Self.region(of: name, boundAt: node))
        return .visitChildren
    }

    /// `for item in members`: an element of the sequence, seen in the loop's
    /// body only; a name another pattern binds (`for (id, item) in …`,
    /// `for case let item? in …`) is not told, but still hides an outer one.
    func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        let function = LexicalScope.enclosingFunction(of: node)
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, node.caseKeyword == nil {
            let sequence = ValueReference.describe(node.sequence)
            let source = node.typeAnnotation.flatMap { Self.bindingSource(ofType: $0.type) }
                ?? .value(sequence == .unknown ? .unknown : .iteratedElement(sequence))
            facts.valueBindings.append(ValueBindingFact(scope: scope, name: name, source: source, function: function, isConditional: true,
                                                        region: Self.region(of: name, boundAt: node)))
        } else {
            for token in node.pattern.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, token.parent?.is(IdentifierPatternSyntax.self) == true else { continue }
                facts.valueBindings.append(ValueBindingFact(scope: scope, name: name, source: .value(.unknown), function: function, isConditional: true,
                                                            region: Self.region(of: name, boundAt: node)))
            }
        }
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
                isConditional: true, region: Self.region(of: name, boundAt: node)))
        }
    }

    /// Where a name a condition or a pattern binds is seen, when that is one
    /// block (`LexicalScope.bindingRegion`).
    static func region(of name: String, boundAt node: some SyntaxProtocol) -> String? {
        LexicalScope.bindingConstruct(of: node).flatMap { LexicalScope.bindingRegion(of: name, boundBy: $0) }
    }

    /// What a declared name's type is known from: its annotation, else its value
    /// (not `if let x = x`, which says nothing new).
    func recordBinding(_ name: String, scope: [String], function: String?, type: TypeSyntax?, value: ExprSyntax?,
                      isComputed: Bool = false, isStatic: Bool = false, isConditional: Bool = false, region: String? = nil) {
        let source: ValueBindingFact.Source
        var isKeyed = false
        if let type, let written = Self.bindingSource(ofType: type) {
            (source, isKeyed) = (written, TypeNames.isDictionary(type))
        } else if let value, let built = Self.elementsBuilt(by: value) {
            source = .elements(built)
        } else if let value, let (built, keyed) = Self.emptyCollection(value) {
            (source, isKeyed) = (.elements(built), keyed)
        } else if let value, case let reference = ValueReference.describe(value), reference != .unknown, reference != .name(name) {
            source = .value(reference)
        } else {
            return
        }
        facts.valueBindings.append(ValueBindingFact(scope: scope, name: name, source: source, function: function, isComputed: isComputed,
                                                    isKeyed: isKeyed, isStatic: isStatic, isConditional: isConditional, region: region))
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

    /// `[Session]()`, `[ID: Session]()`: an empty collection of the type
    /// written, and whether it is a dictionary (whose elements iterate as pairs).
    static func emptyCollection(_ value: ExprSyntax) -> (elements: [String], isKeyed: Bool)? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first?.expression {
            return TypeNames.components(ofTypeExpression: element).map { ($0, false) }
        }
        if let dictionary = call.calledExpression.as(DictionaryExprSyntax.self), case .elements(let pairs) = dictionary.content, pairs.count == 1,
           let element = pairs.first?.value {
            return TypeNames.components(ofTypeExpression: element).map { ($0, true) }
        }
        return nil
    }

    /// What a written type tells of the values of a name: a collection's
    /// element type, else the (unwrapped) type itself.
    static func bindingSource(ofType type: TypeSyntax) -> ValueBindingFact.Source? {
        if let element = TypeNames.elementComponents(of: type) { return .elements(element) }
        return TypeNames.components(of: TypeNames.unwrappingOptional(type).type).map { .type($0) }
    }
}
