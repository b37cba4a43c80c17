import SwiftSyntax
import SwiftSyntaxBuilder
import SyntaxSupport

/// The syntax `ConvertObjectWillChange` writes: `access`/`withMutation`
/// around a computed property's accessors, and `withObservationTracking` for
/// a test's one-shot sink. Kept beside the rule so that its file reads as
/// decision, rewrite and report.
extension ConvertObjectWillChange {
    /// `get { x }` → `get { access(keyPath: \.name); return x }`, on lines of their own when the body has them.
    static func accessing(_ name: String, in getter: AccessorDeclSyntax) -> AccessorDeclSyntax {
        guard let body = getter.body else { return getter }
        var statements = Array(body.statements)
        if statements.count == 1, let expression = statements[0].item.as(ExprSyntax.self) {
            statements[0] = statements[0].with(\.item, .stmt(StmtSyntax(ReturnStmtSyntax(
                returnKeyword: .keyword(.return, leadingTrivia: expression.leadingTrivia, trailingTrivia: .space),
                expression: expression.with(\.leadingTrivia, [])
            ))))
        }
        let access = CodeBlockItemSyntax(item: .expr(ExprSyntax("access(keyPath: \\.\(raw: name))")))
        let first = statements.first?.leadingTrivia ?? []
        if first.lineBreak != nil {
            statements.insert(access.with(\.leadingTrivia, first), at: 0)
        } else {
            // One line: `get { access(keyPath: \.x); return x }`.
            statements.insert(access.with(\.leadingTrivia, first).with(\.semicolon, .semicolonToken(trailingTrivia: .space)), at: 0)
            statements[1] = statements[1].with(\.leadingTrivia, [])
        }
        return getter.with(\.body, body.with(\.statements, CodeBlockItemListSyntax(statements)))
    }

    /// `set { … }` → `set { withMutation(keyPath: \.name) { … } }`, the body one level deeper.
    static func mutating(_ name: String, in setter: AccessorDeclSyntax, lineBreak: Trivia) -> AccessorDeclSyntax {
        guard let body = setter.body else { return setter }
        let statements = body.statements
        let first = statements.first?.leadingTrivia ?? []
        let multiline = first.lineBreak != nil
        let indentation = first.indentationOfLastLine
        let inner = multiline ? Indenting(by: indentation.unit).rewrite(statements).as(CodeBlockItemListSyntax.self) ?? statements : statements.with(\.leadingTrivia, .space)
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("withMutation"))),
            leftParen: .leftParenToken(),
            arguments: LabeledExprListSyntax([LabeledExprSyntax(
                label: .identifier("keyPath"), colon: .colonToken(trailingTrivia: .space),
                expression: ExprSyntax("\\.\(raw: name)")
            )]),
            rightParen: .rightParenToken(trailingTrivia: .space),
            trailingClosure: ClosureExprSyntax(
                statements: inner,
                rightBrace: .rightBraceToken(leadingTrivia: multiline ? (first.lineBreak ?? lineBreak) + indentation : .space)
            )
        )
        let item = CodeBlockItemSyntax(leadingTrivia: multiline ? (first.lineBreak ?? lineBreak) + indentation : .space, item: .expr(ExprSyntax(call)))
        return setter.with(\.body, body.with(\.statements, CodeBlockItemListSyntax([item])).with(\.rightBrace, body.rightBrace.with(\.leadingTrivia, multiline ? body.rightBrace.leadingTrivia : .space)))
    }

    /// `withObservationTracking { _ = (model.a, model.b) } onChange: { <the sink's body> }`.
    static func tracking(_ sink: ExpectationSink, reading properties: [String], indentation: Trivia, lineBreak: Trivia) -> FunctionCallExprSyntax {
        let inner = lineBreak + indentation + indentation.unit
        let observed = sink.observed.trimmed
        let reads = properties.map { ExprSyntax(MemberAccessExprSyntax(base: observed, declName: DeclReferenceExprSyntax(baseName: .identifier($0)))) }
        let value: ExprSyntax = reads.count == 1 ? reads[0] : ExprSyntax(TupleExprSyntax(elements: LabeledExprListSyntax(reads.enumerated().map { offset, read in
            LabeledExprSyntax(expression: read, trailingComma: offset < reads.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
        })))
        let read = CodeBlockItemSyntax(leadingTrivia: inner, item: .expr(ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax([
            ExprSyntax(DiscardAssignmentExprSyntax(wildcard: .wildcardToken(trailingTrivia: .space))),
            ExprSyntax(AssignmentExprSyntax(equal: .equalToken(trailingTrivia: .space))),
            value,
        ])))))
        let action = CodeBlockItemListSyntax(sink.action.map { $0.trimmed.with(\.leadingTrivia, inner) })
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("withObservationTracking"))),
            leftParen: nil,
            arguments: LabeledExprListSyntax([]),
            rightParen: nil,
            trailingClosure: ClosureExprSyntax(leftBrace: .leftBraceToken(leadingTrivia: .space), statements: CodeBlockItemListSyntax([read]),
                                               rightBrace: .rightBraceToken(leadingTrivia: lineBreak + indentation)),
            additionalTrailingClosures: MultipleTrailingClosureElementListSyntax([MultipleTrailingClosureElementSyntax(
                label: .identifier("onChange", leadingTrivia: .space), colon: .colonToken(trailingTrivia: .space),
                closure: ClosureExprSyntax(statements: action, rightBrace: .rightBraceToken(leadingTrivia: lineBreak + indentation))
            )])
        )
        return call
    }
}

/// Adds one level of indentation after every line break inside a subtree.
final class Indenting: SyntaxRewriter {
    let unit: Trivia

    init(by unit: Trivia) {
        self.unit = unit
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard token.leadingTrivia.lineBreak != nil else { return token }
        var pieces = token.leadingTrivia.pieces
        if let last = pieces.lastIndex(where: { if case .newlines = $0 { return true }; if case .carriageReturnLineFeeds = $0 { return true }; return false }) {
            pieces.insert(contentsOf: unit.pieces, at: last + 1)
        }
        return token.with(\.leadingTrivia, Trivia(pieces: pieces))
    }
}

/// What a removed statement can leave behind in its block, that goes with it.
enum EmptiedStatements {
    /// `if condition { removed }` now `if condition { }`: no `else`, a body
    /// that held statements before, and a condition that calls nothing, so
    /// dropping it drops no effect.
    static func isEmptiedIf(_ item: CodeBlockItemSyntax, original: CodeBlockItemSyntax) -> Bool {
        guard let ifExpr = ifExpression(item), ifExpr.elseBody == nil, ifExpr.body.statements.isEmpty,
              let before = ifExpression(original), !before.body.statements.isEmpty else { return false }
        return ifExpr.conditions.allSatisfy { callsNothing(Syntax($0)) }
    }

    /// A `let`/`var` declaration without attributes whose names nothing else
    /// in `items` mentions, and whose values call nothing.
    static func isUnreadDeclaration(_ item: CodeBlockItemSyntax, in items: [CodeBlockItemSyntax]) -> Bool {
        guard let declaration = item.item.as(VariableDeclSyntax.self), declaration.attributes.isEmpty else { return false }
        var names: Set<String> = []
        for binding in declaration.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil,
                  binding.initializer.map({ callsNothing(Syntax($0.value)) }) ?? true else { return false }
            names.insert(name)
        }
        return !items.contains { other in
            other.id != item.id && other.tokens(viewMode: .sourceAccurate).contains { names.contains($0.identifier?.name ?? $0.text) }
        }
    }

    private static func ifExpression(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self)
    }

    /// No call, subscript, closure, `try` or `await` anywhere in `node`.
    private static func callsNothing(_ node: Syntax) -> Bool {
        final class Finder: SyntaxAnyVisitor {
            var found = false
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                if node.is(FunctionCallExprSyntax.self) || node.is(SubscriptCallExprSyntax.self) || node.is(ClosureExprSyntax.self)
                    || node.is(TryExprSyntax.self) || node.is(AwaitExprSyntax.self) || node.is(MacroExpansionExprSyntax.self) {
                    found = true
                    return .skipChildren
                }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return !finder.found
    }
}
