import SwiftSyntax

/// The names a condition or a pattern binds for one block only: `if let`,
/// `if case`, `while let`, `for … in`, a `switch` case's patterns. A name a
/// `guard` binds is seen to the end of the enclosing body, and has no block.
extension LexicalScope {
    /// Where a name `construct` binds is seen: `enclosingFunction(of:)` of a
    /// node there is this key or starts with it and `/`. `construct` is an
    /// `if`, a `while`, a `for` or a `switch` case; nil for a `guard`, or a
    /// name the construct does not bind.
    package static func bindingRegion(of name: String, boundBy construct: some SyntaxProtocol) -> String? {
        let names: [String]
        if let list = construct.as(ConditionElementListSyntax.self) {
            names = list.parent?.is(GuardStmtSyntax.self) == false ? boundNames(of: list) : []
        } else {
            names = boundNames(ofConstruct: Syntax(construct))
        }
        guard let index = names.firstIndex(of: name) else { return nil }
        let base = enclosingFunction(of: construct).map { [$0] } ?? []
        return (base + names[...index].map { "?" + $0 }).joined(separator: "/")
    }

    /// The `if`, `while` or `guard` conditions, or the `for` loop or `switch`
    /// case, whose binding of names `node` (a condition, a loop, a case item)
    /// belongs to.
    package static func bindingConstruct(of node: some SyntaxProtocol) -> Syntax? {
        switch node.kind {
        case .optionalBindingCondition, .matchingPatternCondition:
            return node.parent?.parent.flatMap { $0.is(ConditionElementListSyntax.self) ? $0 : nil }
        case .forStmt:
            return Syntax(node)
        case .switchCaseItem:
            return node.parent?.parent?.parent.flatMap { $0.is(SwitchCaseSyntax.self) ? $0 : nil }
        default:
            return nil
        }
    }

    /// What `child`, one of the parts of `construct`, adds to the key of a
    /// node inside it (`enclosingFunction(of:)`), in source order: `?name`
    /// for each name `construct` binds that `child` sees, `else` for an
    /// `if`'s `else` (whose own `if let` names are not the first branch's).
    static func blockComponents(seenFrom child: Syntax, in construct: Syntax) -> [String] {
        if let node = construct.as(IfExprSyntax.self), let elseBody = node.elseBody, child.id == elseBody.id { return ["else"] }
        return boundNames(seenFrom: child, in: construct).map { "?" + $0 }
    }

    /// The names `construct` binds that `child`, one of its parts, sees, in
    /// source order: the body of an `if`, a `while`, a `for` or a `switch`
    /// case sees them all; a condition sees those of the conditions before it
    /// (not in a `guard`, whose names are seen after it).
    private static func boundNames(seenFrom child: Syntax, in construct: Syntax) -> [String] {
        switch construct.kind {
        case .ifExpr:
            let node = construct.cast(IfExprSyntax.self)
            return child.id == node.body.id ? boundNames(of: node.conditions) : []
        case .whileStmt:
            let node = construct.cast(WhileStmtSyntax.self)
            return child.id == node.body.id ? boundNames(of: node.conditions) : []
        case .forStmt, .switchCase:
            let body = construct.as(ForStmtSyntax.self).map { Syntax($0.body) } ?? construct.as(SwitchCaseSyntax.self).map { Syntax($0.statements) }
            return child.id == body?.id ? boundNames(ofConstruct: construct) : []
        case .conditionElementList:
            let list = construct.cast(ConditionElementListSyntax.self)
            guard list.parent?.is(GuardStmtSyntax.self) == false, let index = list.firstIndex(where: { $0.id == child.id }) else { return [] }
            return boundNames(of: list[..<index])
        default:
            return []
        }
    }

    /// What a `for` loop's pattern or a `switch` case's patterns bind.
    private static func boundNames(ofConstruct construct: Syntax) -> [String] {
        if let loop = construct.as(ForStmtSyntax.self) { return boundNames(in: loop.pattern) }
        if let label = construct.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) {
            return unique(label.caseItems.flatMap { boundNames(in: $0.pattern) })
        }
        return []
    }

    private static func boundNames(of conditions: some Sequence<ConditionElementSyntax>) -> [String] {
        unique(conditions.flatMap { element -> [String] in
            switch element.condition {
            case .optionalBinding(let binding): return boundNames(in: binding.pattern)
            case .matchingPattern(let matching): return boundNames(in: matching.pattern)
            default: return []
            }
        })
    }

    /// The names a pattern binds: `x` of `let x`, `.a(let x)`, `let .a(x)`, `(x, y)`.
    private static func boundNames(in pattern: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        for token in pattern.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let parent = token.parent else { continue }
            if parent.is(IdentifierPatternSyntax.self) {
                names.append(name)
            } else if parent.is(DeclReferenceExprSyntax.self), parent.parent?.is(LabeledExprSyntax.self) == true,
                      parent.ancestorOrSelf(mapping: { $0.as(ValueBindingPatternSyntax.self) }) != nil {
                // `x` inside `let .a(x)`: a name the pattern binds, read as an expression.
                names.append(name)
            }
        }
        return unique(names)
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
