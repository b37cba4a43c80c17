import SwiftSyntax
import SwiftSyntaxBuilder
import SyntaxSupport

/// `.onReceive(model.$x) { value in … }` in a view becomes
/// `.onChange(of: model.x, initial: true) { _, value in … }` when `x` is
/// `Equatable` as far as the project shows (standard library and Foundation
/// values, enums without payloads, types declared `Equatable`/`Hashable`);
/// otherwise the publisher use reads the bridge subject (`BridgePublishers`).
///
/// ## Before
/// ```swift
/// .onReceive(countdown.$remaining) { value in
///     finished = value == 0
/// }
/// ```
/// ## After
/// ```swift
/// .onChange(of: countdown.remaining, initial: true) { _, value in
///     finished = value == 0
/// }
/// ```
/// An action that reads the property itself (`model.x`) saw the old value in
/// `onReceive`; it would see the new one in `onChange`, so that use reads the
/// bridge subject instead.
///
/// Limits: the action now runs once the value has changed, and not for a value
/// equal to the last one; `onReceive` ran before the change, for every value
/// (reported). `$0` in the action becomes `$1`.
final class ConvertOnReceiveToOnChange: MigrationRewriter, MigrationRule {
    /// Edits `.onReceive(model.$name)` calls.
    override class func bodyWords(in file: FileFacts, index: ProjectIndex) -> [String]? { ["onReceive"] }

    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.memberPublisherUses.contains { $0.context == .onReceive }
    }

    // MARK: Decision

    /// Whether an `.onReceive` publisher use becomes `.onChange`: a member
    /// `model.$x` of a migrated class whose `x` is `Equatable`.
    static func converts(_ use: BridgePublishers.Use, resolution: Resolution) -> Bool {
        guard use.context == .onReceive, !use.isOwn, case .resolved(let owner) = use.target,
              let fact = resolution.classes[owner],
              let shape = fact.properties.first(where: { $0.name == use.property })?.valueType else { return false }
        return resolution.isEquatable(shape, scope: fact.qualifiedName)
    }

    // MARK: Rewrite

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "onReceive",
              let publisher = node.arguments.first?.expression.as(MemberAccessExprSyntax.self), publisher.base != nil,
              let projected = ProjectedReference(publisher.declName), projected.context(in: context.names) == .onReceive,
              let closure = ProjectedReference.onReceiveAction(node),
              let use = BridgePublishers.use(of: projected, path: context.path, names: context.names, resolution: index.resolution),
              case .resolved(let owner) = use.target, index.isMigrated(owner), Self.converts(use, resolution: index.resolution)
        else { return super.visit(node) }
        // The receiver chain may hold more conversions: rewrite it first.
        let receiver = member.base.map { rewrite(Syntax($0)).as(ExprSyntax.self) ?? $0 }
        let value = publisher.with(\.declName, publisher.declName.with(\.baseName, publisher.declName.baseName.with(\.tokenKind, .identifier(projected.name))))
        let action = Self.twoParameterAction(rewrite(Syntax(closure)).as(ClosureExprSyntax.self) ?? closure)
        var arguments = [
            LabeledExprSyntax(label: .identifier("of"), colon: .colonToken(trailingTrivia: .space),
                              expression: ExprSyntax(value).with(\.leadingTrivia, []).with(\.trailingTrivia, []),
                              trailingComma: .commaToken(trailingTrivia: .space)),
            LabeledExprSyntax(label: .identifier("initial"), colon: .colonToken(trailingTrivia: .space),
                              expression: ExprSyntax(BooleanLiteralExprSyntax(literal: .keyword(.true)))),
        ]
        var result = node.with(\.calledExpression, ExprSyntax(member.with(\.base, receiver).with(\.declName, member.declName.with(\.baseName, .identifier("onChange")))))
        if node.trailingClosure != nil {
            result.trailingClosure = action
        } else if let last = node.arguments.last {
            // `perform: { … }` → the unlabelled action argument.
            arguments[1].trailingComma = .commaToken(trailingTrivia: .space)
            arguments.append(LabeledExprSyntax(expression: ExprSyntax(action.with(\.leadingTrivia, [])), trailingComma: nil).with(\.trailingTrivia, last.trailingTrivia))
        }
        result.arguments = LabeledExprListSyntax(arguments)
        return ExprSyntax(result)
    }

    /// `{ value in … }` → `{ _, value in … }`; `{ … $0 … }` → `{ … $1 … }`;
    /// `{ … }` → `{ _, _ in … }`.
    private static func twoParameterAction(_ closure: ClosureExprSyntax) -> ClosureExprSyntax {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?:
            let added = ClosureShorthandParameterSyntax(name: .wildcardToken(), trailingComma: .commaToken(trailingTrivia: .space))
            return closure.with(\.signature, closure.signature?.with(\.parameterClause, .simpleInput(ClosureShorthandParameterListSyntax([added] + Array(parameters)))))
        case .parameterClause(let clause)?:
            let added = ClosureParameterSyntax(firstName: .wildcardToken(), trailingComma: .commaToken(trailingTrivia: .space))
            return closure.with(\.signature, closure.signature?.with(\.parameterClause, .parameterClause(clause.with(\.parameters, ClosureParameterListSyntax([added] + Array(clause.parameters))))))
        case nil:
            let renamer = ShorthandRenamer()
            let renamed = renamer.rewrite(closure.statements).as(CodeBlockItemListSyntax.self) ?? closure.statements
            if renamer.renamed { return closure.with(\.statements, renamed) }
            let signature = ClosureSignatureSyntax(
                parameterClause: .simpleInput(ClosureShorthandParameterListSyntax([
                    ClosureShorthandParameterSyntax(name: .wildcardToken(), trailingComma: .commaToken(trailingTrivia: .space)),
                    ClosureShorthandParameterSyntax(name: .wildcardToken(trailingTrivia: .space)),
                ])),
                inKeyword: .keyword(.in)
            )
            return closure.with(\.leftBrace, closure.leftBrace.with(\.trailingTrivia, .space)).with(\.signature, signature.with(\.trailingTrivia, closure.leftBrace.trailingTrivia))
        }
    }

    // MARK: Report

    static let descriptions = [RuleDescription(
        rule: .onReceiveConverted, severity: .note,
        summary: "`.onReceive(model.$x) { … }` of a migrated class with an `Equatable` `x` became `.onChange(of: model.x, initial: true) { _, value in … }`: it runs on appear and after each change to a different value (`onReceive` ran before each change, for every value).",
        suggestedFix: "Check that the action does not rely on running before the change or for repeated equal values."
    )]

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        BridgePublishers.uses(in: file, resolution: context.resolution).compactMap { use in
            guard converts(use, resolution: context.resolution), case .resolved(let owner) = use.target, context.index.isMigrated(owner) else { return nil }
            return context.finding(.onReceiveConverted, use.position,
                "'.onReceive(…$\(use.property))' became '.onChange(of: ….\(use.property), initial: true)': it now runs after each change to a different value, not before every value",
                applied: true)
        }
    }
}

/// `$0` → `$1` in a closure body, not inside nested closures.
private final class ShorthandRenamer: SyntaxRewriter {
    var renamed = false

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax { ExprSyntax(node) }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard case .dollarIdentifier("$0") = token.tokenKind else { return token }
        renamed = true
        return token.with(\.tokenKind, .dollarIdentifier("$1"))
    }
}
