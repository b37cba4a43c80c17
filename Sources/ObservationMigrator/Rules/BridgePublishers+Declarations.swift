import SwiftSyntax
import SyntaxSupport

/// The declarations `BridgePublishers` writes: the subject, its type, and the
/// `willSet` that feeds it. Kept beside the rule so that its file reads as
/// decision, rewrite and report.
extension BridgePublishers {
    /// `T(…)`, `T.init(…)`, `Outer.T(…)`, `T<U>(…)`, `[T]()`, `[K: V]()`: the
    /// type written as the call names it; nil for a call of anything else.
    static func constructedType(_ call: FunctionCallExprSyntax) -> TypeSyntax? {
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
            called = base
        }
        guard called.is(ArrayExprSyntax.self) || called.is(DictionaryExprSyntax.self)
                || TypeNames.lastNameStartsUppercase(ofTypeExpression: called) else { return nil }
        return typeWritten(as: called)
    }

    /// A type expression (`Outer.Name<Argument>`, `[Element]`, `[Key: Value]`) as a type.
    private static func typeWritten(as expression: ExprSyntax) -> TypeSyntax? {
        if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1, let only = array.elements.first, only.trailingComma == nil {
            return typeWritten(as: only.expression).map { TypeSyntax(ArrayTypeSyntax(element: $0)) }
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content,
           elements.count == 1, let only = elements.first, only.trailingComma == nil,
           let key = typeWritten(as: only.key), let value = typeWritten(as: only.value) {
            return TypeSyntax(DictionaryTypeSyntax(key: key, colon: .colonToken(trailingTrivia: .space), value: value))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return TypeSyntax(IdentifierTypeSyntax(name: reference.baseName.trimmed))
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.argumentNames == nil,
           let baseType = typeWritten(as: base) {
            return TypeSyntax(MemberTypeSyntax(baseType: baseType, name: member.declName.baseName.trimmed))
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            let arguments = specialized.genericArgumentClause.trimmed
            if let identifier = typeWritten(as: specialized.expression)?.as(IdentifierTypeSyntax.self) {
                return TypeSyntax(identifier.with(\.genericArgumentClause, arguments))
            }
            if let member = typeWritten(as: specialized.expression)?.as(MemberTypeSyntax.self) {
                return TypeSyntax(member.with(\.genericArgumentClause, arguments))
            }
        }
        return nil
    }

    static func subjectType(_ value: TypeSyntax) -> TypeSyntax {
        TypeSyntax(IdentifierTypeSyntax(
            name: .identifier("CurrentValueSubject"),
            genericArgumentClause: GenericArgumentClauseSyntax(arguments: GenericArgumentListSyntax([
                GenericArgumentSyntax(argument: .type(value), trailingComma: .commaToken(trailingTrivia: .space)),
                GenericArgumentSyntax(argument: .type(TypeSyntax(IdentifierTypeSyntax(name: .identifier("Never"))))),
            ]))
        ))
    }

    /// The value type written for the subject: the annotation (`T!` as `T?`),
    /// a literal's type, the type an initializer builds (`Config()`,
    /// `Set<Client>()`, `Outer.Options(mode: .all)`, `[Key: Value]()`), an
    /// enum's when the value is one of its cases (`State.idle`,
    /// `State.loaded(x)`: `isEnumCase` tells), else `_` for the compiler to
    /// infer (a value read from elsewhere: `makeDefault()`).
    static func valueType(of binding: PatternBindingSyntax, isEnumCase: (_ name: String, _ type: [String]) -> Bool = { _, _ in false }) -> TypeSyntax {
        if let annotation = binding.typeAnnotation?.type {
            if let iuo = annotation.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                return TypeSyntax(OptionalTypeSyntax(wrappedType: iuo.wrappedType.trimmed))
            }
            return annotation.trimmed
        }
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), let built = constructedType(call) {
            return built
        }
        if var value = binding.initializer?.value {
            if let call = value.as(FunctionCallExprSyntax.self) { value = call.calledExpression }
            if let member = value.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.argumentNames == nil,
               let components = TypeNames.components(ofTypeExpression: base), isEnumCase(member.declName.baseName.text, components),
               let type = typeWritten(as: base) {
                return type
            }
        }
        let literal = binding.initializer.flatMap { TypeNames.literalTypeName(of: $0.value) }
        return TypeSyntax(IdentifierTypeSyntax(name: literal.map { .identifier($0) } ?? .wildcardToken()))
    }

    /// `@ObservationIgnored <access> lazy var queryPublisher = CurrentValueSubject<String, Never>(_query)`.
    /// The subject starts from the macro's storage (`_query`), not the
    /// property: reading the property would make whatever first reaches the
    /// subject (a view's `body` that builds the object, whose `init`
    /// subscribes) depend on it.
    static func subjectDeclaration(
        for decl: VariableDeclSyntax, binding: PatternBindingSyntax, subject: String, isPrivate: Bool, ignoredModule: String?,
        isEnumCase: (_ name: String, _ type: [String]) -> Bool = { _, _ in false }
    ) -> DeclSyntax {
        let name = binding.pattern.trimmed
        let storage = "_" + (binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifier?.name ?? name.description)
        let access = decl.modifiers.first { [.public, .open, .internal, .private, .fileprivate, .package].contains($0.name.tokenKind.keyword) }
        var modifiers: [DeclModifierSyntax] = []
        switch isPrivate ? .private : access?.name.tokenKind.keyword {
        case .private? where isPrivate:
            modifiers.append(DeclModifierSyntax(name: .keyword(.private, trailingTrivia: .space)))
        case .private?, .fileprivate?:
            if let access { modifiers.append(access.trimmed.with(\.trailingTrivia, .space)) }
        case .public?, .open?:
            modifiers.append(DeclModifierSyntax(name: .keyword(.public, trailingTrivia: .space)))
            modifiers.append(privateSet)
        case .package?:
            modifiers.append(DeclModifierSyntax(name: .keyword(.package, trailingTrivia: .space)))
            modifiers.append(privateSet)
        default:
            modifiers.append(privateSet)
        }
        modifiers.append(DeclModifierSyntax(name: .keyword(.lazy, trailingTrivia: .space)))
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax(TypeExprSyntax(type: subjectType(valueType(of: binding, isEnumCase: isEnumCase)))),
            leftParen: .leftParenToken(),
            arguments: LabeledExprListSyntax([LabeledExprSyntax(expression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(storage))))]),
            rightParen: .rightParenToken()
        )
        // The subject starts from the property's storage, which the macro
        // gives the property's isolation: `@MainActor var x` needs a
        // `@MainActor` subject, or its initial value reads `_x` from outside.
        let isolation = decl.attributes.compactMap { element -> AttributeListSyntax.Element? in
            guard case .attribute(let attribute) = element, TypeNames.components(of: attribute.attributeName)?.last == "MainActor",
                  attribute.arguments == nil else { return nil }
            return .attribute(attribute.trimmed.with(\.trailingTrivia, .space))
        }
        return DeclSyntax(VariableDeclSyntax(
            attributes: AttributeListSyntax(isolation + [.attribute(AttributeEditing.makeAttribute("ObservationIgnored", module: ignoredModule).with(\.trailingTrivia, .space))]),
            modifiers: DeclModifierListSyntax(modifiers),
            bindingSpecifier: .keyword(.var, trailingTrivia: .space),
            bindings: PatternBindingListSyntax([PatternBindingSyntax(
                pattern: PatternSyntax(IdentifierPatternSyntax(identifier: .identifier(subject, trailingTrivia: .space))),
                initializer: InitializerClauseSyntax(equal: .equalToken(trailingTrivia: .space), value: ExprSyntax(call))
            )])
        ))
    }

    static var privateSet: DeclModifierSyntax {
        DeclModifierSyntax(name: .keyword(.private), detail: DeclModifierDetailSyntax(detail: .identifier("set")), trailingTrivia: .space)
    }

    /// The property with `subject.send(newValue)` last in its `willSet` (added
    /// when it has none; an existing body and parameter name are kept), so
    /// the subject sends where `@Published` did: after the observer's body.
    static func sendingInWillSet(
        _ decl: VariableDeclSyntax, binding: PatternBindingSyntax, subject: String, indentation: Trivia, lineBreak: Trivia
    ) -> VariableDeclSyntax {
        // A constant (`@Published let`, which the compiler refuses anyway)
        // never changes: the subject's first value is all it sends, and a
        // `let` cannot have observers.
        guard decl.bindingSpecifier.tokenKind != .keyword(.let) else { return decl }
        var binding = binding
        let unit = indentation.unit
        func send(_ parameter: String) -> CodeBlockItemSyntax {
            CodeBlockItemSyntax(item: .expr(ExprSyntax(FunctionCallExprSyntax(
                calledExpression: ExprSyntax(MemberAccessExprSyntax(
                    base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(subject))),
                    declName: DeclReferenceExprSyntax(baseName: .identifier("send"))
                )),
                leftParen: .leftParenToken(),
                arguments: LabeledExprListSyntax([LabeledExprSyntax(expression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(parameter))))]),
                rightParen: .rightParenToken()
            ))))
        }
        let willSet = { (statements: [CodeBlockItemSyntax]) in
            AccessorDeclSyntax(
                accessorSpecifier: .keyword(.willSet, trailingTrivia: .space),
                body: CodeBlockSyntax(
                    leftBrace: .leftBraceToken(trailingTrivia: .space),
                    statements: CodeBlockItemListSyntax(statements),
                    rightBrace: .rightBraceToken(leadingTrivia: .space)
                )
            )
        }
        switch binding.accessorBlock?.accessors {
        case nil:
            // `var x = 0 // note` → `var x = 0 { // note`, the observer on the next line.
            let trailing = binding.trailingTrivia
            binding = binding.with(\.trailingTrivia, [])
            binding.accessorBlock = AccessorBlockSyntax(
                leftBrace: .leftBraceToken(leadingTrivia: .space, trailingTrivia: trailing.containsComment ? trailing : []),
                accessors: .accessors(AccessorDeclListSyntax([willSet([send("newValue")]).with(\.leadingTrivia, lineBreak + indentation + unit)])),
                rightBrace: .rightBraceToken(leadingTrivia: lineBreak + indentation, trailingTrivia: trailing.containsComment ? [] : trailing)
            )
        case .accessors(let list)?:
            var accessors = Array(list)
            if let index = accessors.firstIndex(where: { $0.accessorSpecifier.tokenKind == .keyword(.willSet) }), let body = accessors[index].body {
                // Last in the existing body: `@Published` ran the observer, then published.
                let parameter = accessors[index].parameters?.name.text ?? "newValue"
                var statements = Array(body.statements)
                var last = send(parameter)
                if let existing = statements.last, existing.leadingTrivia.lineBreak != nil {
                    last = last.with(\.leadingTrivia, existing.leadingTrivia.lineBreak.map { $0 + existing.leadingTrivia.indentationOfLastLine } ?? [])
                } else if statements.isEmpty {
                    // `willSet {}` → `willSet { subject.send(newValue) }`.
                    last = last.with(\.leadingTrivia, body.leftBrace.trailingTrivia.isEmpty ? .space : []).with(\.trailingTrivia, body.rightBrace.leadingTrivia.isEmpty ? .space : [])
                } else if let existing = statements.last {
                    // `willSet { a() }` → `willSet { a(); subject.send(newValue) }`.
                    statements[statements.count - 1] = existing.with(\.trailingTrivia, []).with(\.semicolon, .semicolonToken(trailingTrivia: .space))
                    last = last.with(\.trailingTrivia, existing.trailingTrivia)
                }
                accessors[index] = accessors[index].with(\.body, body.with(\.statements, CodeBlockItemListSyntax(statements + [last])))
            } else if let first = accessors.first {
                accessors.insert(willSet([send("newValue")]).with(\.leadingTrivia, first.leadingTrivia), at: 0)
                accessors[1] = accessors[1].with(\.leadingTrivia, first.leadingTrivia.lineBreak.map { $0 + first.leadingTrivia.indentationOfLastLine } ?? .space)
            }
            binding.accessorBlock = binding.accessorBlock?.with(\.accessors, .accessors(AccessorDeclListSyntax(accessors)))
        case .getter?:
            break
        }
        return decl.with(\.bindings, PatternBindingListSyntax([binding]))
    }
}
