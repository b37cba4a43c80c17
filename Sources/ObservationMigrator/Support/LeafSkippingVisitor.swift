@_spi(RawSyntax) import SwiftSyntax

/// A visitor that does not enter the nodes made of tokens alone (literals,
/// names, modifiers, string segments), for a walk that records nothing of
/// tokens: entering such a node builds node data for each of its tokens and
/// visits each, to no end. Told from the parser's raw node, before any of that.
class LeafSkippingVisitor: SyntaxVisitor {
    /// Whether every child of `node` is a token (or absent): nothing but tokens below it.
    static func holdsOnlyTokens(_ node: some SyntaxProtocol) -> Bool {
        guard let layout = node.raw.layoutView else { return true }
        return layout.children.allSatisfy { $0?.isToken ?? true }
    }

    private func entered(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        Self.holdsOnlyTokens(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { entered(node) }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { entered(node) }
    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind { entered(node) }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { entered(node) }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { entered(node) }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { entered(node) }
    override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { entered(node) }
    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind { entered(node) }
    override func visit(_ node: AssignmentExprSyntax) -> SyntaxVisitorContinueKind { entered(node) }
    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind { entered(node) }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { entered(node) }

    /// A string literal without interpolation: its segments are all text.
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard let literal = RawStringLiteralExprSyntax(node.raw), !literal.raw.hasError else { return .visitChildren }
        return literal.segments.elements.allSatisfy({ $0.raw.kind == .stringSegment }) ? .skipChildren : .visitChildren
    }
}
