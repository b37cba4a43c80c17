import SwiftSyntax
import SyntaxSupport

/// What an expression refers to, as far as syntax alone tells.
indirect enum ValueReference: Sendable, Hashable {
    /// No base: a member of the enclosing type (`$count`, `objectWillChange`).
    case implicitSelf
    /// `self`.
    case selfReference
    /// A name to look up (`model`): a local, a member or a global.
    case name(String)
    /// A value created by a type (`Model()`, `Model.init()`).
    case instance(of: [String])
    /// A static member or a member of a global (`Model.shared`, `Current.kiosk`).
    case staticMember([String], String)
    /// A stored property of another value (`model.settings`), or of the
    /// enclosing type's instance (`self.model`, `self?.model`).
    case member(ValueReference, String)
    /// A value cast to a written type (`data as UTMData`).
    case typed([String])
    /// An element of a collection (`sessions[id]`, `Session.active[id]`).
    case element(ValueReference)
    /// An element a sequence method hands to its closure (`hotkeys.map { $0 }`,
    /// `hotkeys.forEach { hotkey in … }`): not a dictionary's, whose are pairs.
    case iteratedElement(ValueReference)
    /// What a call of a function or a stored closure gives (`makeSession()`,
    /// `store.makeSession(for: id)`, `self.sentinel()`): `base` is
    /// `.implicitSelf` for an unqualified call no local declaration may answer.
    case called(ValueReference, String)
    /// A type itself, as what a static function is called on
    /// (`Session.preview()`, `.called(.metatype(["Session"]), "preview")`); no value.
    case metatype([String])
    case unknown
}

extension ValueReference {
    /// What syntax alone tells about the value an expression denotes.
    static func describe(_ expr: ExprSyntax) -> ValueReference {
        describe(expr, isNoTypeExpression: false)
    }

    /// `isNoTypeExpression`: `expr` is known not to be a type expression
    /// (`TypeNames.components(ofTypeExpression:)` is nil), so no base down
    /// its chain is either: a chain is then read once, not once per link.
    private static func describe(_ expr: ExprSyntax, isNoTypeExpression: Bool) -> ValueReference {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            if ref.baseName.tokenKind == .keyword(.self) { return .selfReference }
            let text = ref.baseName.text
            if TypeNames.startsUppercase(text) { return .unknown }
            if let parameter = closureParameter(ref) { return parameter }
            return .name(text)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            // `self?.store`, `model!.settings`: the chain's value is the same object.
            guard let written = member.base else { return .unknown }
            let base = unwrappingOptionalChain(written)
            // `self.model`: the member, whatever local shares its name.
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return .member(.selfReference, member.declName.baseName.text)
            }
            // A base written as is lies on this chain: it is no type expression if this is none.
            var baseIsNoTypeExpression = isNoTypeExpression && base.id == written.id
            // `Model.shared`, `Current.kiosk`: a static member, or a member of a global.
            if !baseIsNoTypeExpression, TypeNames.lastNameStartsUppercase(ofTypeExpression: base) {
                if let type = TypeNames.components(ofTypeExpression: base) {
                    let memberName = member.declName.baseName.text
                    if memberName.first?.isUppercase == true { return .unknown }
                    return .staticMember(type, memberName)
                }
                baseIsNoTypeExpression = true
            }
            if base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) {
                let inner = describe(base, isNoTypeExpression: baseIsNoTypeExpression)
                if inner != .unknown { return .member(inner, member.declName.baseName.text) }
            }
            return .unknown
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            // `{ () -> AppState in … }()`, `{ AppState() }()`: what the closure returns.
            if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
                if let returned = closure.signature?.returnClause?.type {
                    return TypeNames.components(of: TypeNames.unwrappingOptional(returned).type).map { .typed($0) } ?? .unknown
                }
                if closure.signature == nil, closure.statements.count == 1, let only = closure.statements.first?.item {
                    if let expression = only.as(ExprSyntax.self) { return describe(expression) }
                    if let returned = only.as(ReturnStmtSyntax.self)?.expression { return describe(returned) }
                }
                return .unknown
            }
            if let type = TypeNames.components(ofTypeExpression: call.calledExpression),
               let first = type.last?.first, first.isUppercase {
                return .instance(of: type)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base,
               let type = TypeNames.components(ofTypeExpression: base) {
                return .instance(of: type)
            }
            return called(call)
        }
        if expr.is(ForceUnwrapExprSyntax.self) || expr.is(OptionalChainingExprSyntax.self) { return describe(unwrappingOptionalChain(expr)) }
        // `await makeSession()`, `try store.load()`, `try? …`: the value of the call.
        if let awaited = expr.as(AwaitExprSyntax.self) { return describe(awaited.expression) }
        if let tried = expr.as(TryExprSyntax.self) { return describe(tried.expression) }
        // `sessions[id]`, `Session.active[id]`: an element of what the base denotes.
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            let base = describe(subscriptCall.calledExpression)
            return base == .unknown ? .unknown : .element(base)
        }
        // `data as UTMData`, `content as? Library` (the value `if let` binds),
        // `shelf as! Library`: when there is a value, it is of the type cast to.
        if let cast = expr.as(AsExprSyntax.self), let type = TypeNames.components(of: cast.type) {
            return .typed(type)
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self), let type = Array(sequence.elements)[2].as(TypeExprSyntax.self),
           let components = TypeNames.components(of: type.type) {
            return .typed(components)
        }
        return .unknown
    }

    /// `makeSession()`, `store.makeSession(for: id)`, `self.sentinel()`: a
    /// call of a function or a stored closure named in lower case. An
    /// unqualified one only when nothing around it may declare the name
    /// (a local closure would answer the call, not a member or a global).
    private static func called(_ call: FunctionCallExprSyntax) -> ValueReference {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), case .identifier(let name) = reference.baseName.tokenKind,
           !TypeNames.startsUppercase(name), !LexicalScope.mayDeclareLocally(name, around: call) {
            return .called(.implicitSelf, name)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let written = member.base,
           case .identifier(let name) = member.declName.baseName.tokenKind, !TypeNames.startsUppercase(name) {
            // `Session.preview()`, `Store.Kind.make()`: a static function of the type.
            if TypeNames.lastNameStartsUppercase(ofTypeExpression: written), let type = TypeNames.components(ofTypeExpression: written) {
                return .called(.metatype(type), name)
            }
            let base = describe(unwrappingOptionalChain(written))
            if base != .unknown, base != .implicitSelf { return .called(base, name) }
        }
        return .unknown
    }

    /// The sequence methods whose closure's first parameter is an element.
    private static let elementMethods: Set<String> = [
        "map", "compactMap", "flatMap", "forEach", "filter", "first", "last", "firstIndex", "lastIndex",
        "contains", "allSatisfy", "sorted", "min", "max", "drop", "prefix", "removeAll",
    ]

    /// `$0`, or a closure's first named parameter, when the closure is handed
    /// to a sequence method of a value (`hotkeys.map { $0.$keys }`,
    /// `hotkeys.forEach { hotkey in … }`): an element of that value. `.unknown`
    /// for another parameter of a closure; nil for a name no enclosing closure declares.
    private static func closureParameter(_ reference: DeclReferenceExprSyntax) -> ValueReference? {
        let name = reference.baseName.text
        let isAnonymous = reference.baseName.tokenKind == .dollarIdentifier(name)
        var node = reference.parent
        while let current = node {
            if current.is(MemberBlockSyntax.self) || current.is(FunctionDeclSyntax.self) { return isAnonymous ? .unknown : nil }
            if let closure = current.as(ClosureExprSyntax.self) {
                let parameters = closureParameterNames(closure)
                // `$0` belongs to the innermost closure.
                if isAnonymous { return parameters == nil && name == "$0" ? elementOfSequenceCall(handing: closure) : .unknown }
                if let parameters, let position = parameters.firstIndex(of: name) {
                    return position == 0 ? elementOfSequenceCall(handing: closure) : .unknown
                }
            }
            node = current.parent
        }
        return isAnonymous ? .unknown : nil
    }

    /// A closure's parameter names; nil when it declares none (it may use `$0`).
    private static func closureParameterNames(_ closure: ClosureExprSyntax) -> [String]? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): return names.map(\.name.text)
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return nil
        }
    }

    /// `.iteratedElement(base)` when `closure` is the closure argument of `base.map`, `base.forEach`, …
    private static func elementOfSequenceCall(handing closure: ClosureExprSyntax) -> ValueReference {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self),
              call.trailingClosure?.id == closure.id || call.arguments.contains(where: { $0.expression.id == closure.id }),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              elementMethods.contains(member.declName.baseName.text) else { return .unknown }
        let collection = describe(base)
        return collection == .unknown ? .unknown : .iteratedElement(collection)
    }

    /// `x?` and `x!` denote the object `x` holds.
    private static func unwrappingOptionalChain(_ expr: ExprSyntax) -> ExprSyntax {
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return unwrappingOptionalChain(forced.expression) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return unwrappingOptionalChain(optional.expression) }
        return expr
    }
}
