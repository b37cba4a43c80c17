@testable import ObservationMigrator
import SwiftParser
import SwiftSyntax
import XCTest

/// The fact walk skips nodes made of tokens alone; every node that is not a
/// token must still be reached: names inside string interpolations, types
/// inside generic arguments, closures inside literals' neighbours.
final class LeafSkippingVisitorTests: XCTestCase {
    private let source = """
    final class Model: ObservableObject {
        @Published private(set) var items: Set<Published<Int>.Publisher> = []
        var label = "count: \\(count), \\(items.count + 1)"
        var plain = "text", number = 1, ratio = 1.5, flag = true, none: Int? = nil
        var maybe: Array<some Sequence> { [1] }
        func f() { items.forEach { _ in print($0, "\\(self.label)") }; let x = number + 2; _ = x }
    }
    """

    /// Non-token nodes of the kinds counted, by kind, and tokens visited.
    private func counts(_ tree: SourceFileSyntax, skipping: Bool) -> (nodes: [String: Int], tokens: Int) {
        guard skipping else { return allCounted(Syntax(tree)) }
        let visitor = SkippingCounter()
        visitor.walk(tree)
        return (visitor.nodes, visitor.tokens)
    }

    func testEveryNodeButTokensIsStillVisited() {
        let tree = Parser.parse(source: source)
        let plain = counts(tree, skipping: false)
        let skipping = counts(tree, skipping: true)
        XCTAssertEqual(skipping.nodes, plain.nodes)
        XCTAssertEqual(plain.nodes["DeclReferenceExprSyntax"], 11)
        XCTAssertEqual(plain.nodes["MemberTypeSyntax"], 1)
        XCTAssertEqual(plain.nodes["SomeOrAnyTypeSyntax"], 1)
        // Control: the skipping walk does skip (fewer tokens visited).
        XCTAssertLessThan(skipping.tokens, plain.tokens)
    }

    func testOnlyNodesOfTokensCountAsLeaves() {
        let tree = Parser.parse(source: "let a: Int = 1; let b: Set<Int> = [], c = \"x\", d = \"\\(a)\"")
        final class Leaves: SyntaxVisitor {
            var identifierTypes: [Bool] = []
            override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
                identifierTypes.append(LeafSkippingVisitor.holdsOnlyTokens(node))
                return .visitChildren
            }
        }
        let leaves = Leaves(viewMode: .sourceAccurate)
        leaves.walk(tree)
        XCTAssertEqual(leaves.identifierTypes, [true, false, true])
    }
}

/// The kinds the test follows; every node of them in a tree, found without a visitor.
private let countedKinds: Set<SyntaxKind> = [
    .declReferenceExpr, .memberType, .someOrAnyType, .closureExpr, .genericArgument, .expressionSegment,
]

private func allCounted(_ node: Syntax) -> (nodes: [String: Int], tokens: Int) {
    var nodes: [String: Int] = [:]
    var tokens = 0
    func visit(_ node: Syntax) {
        if node.is(TokenSyntax.self) { tokens += 1 }
        if countedKinds.contains(node.kind) { nodes["\(node.kind.syntaxNodeType)", default: 0] += 1 }
        for child in node.children(viewMode: .sourceAccurate) { visit(child) }
    }
    visit(node)
    return (nodes, tokens)
}

private final class SkippingCounter: LeafSkippingVisitor {
    var nodes: [String: Int] = [:]
    var tokens = 0
    init() { super.init(viewMode: .sourceAccurate) }
    private func count(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        nodes["\(node.kind.syntaxNodeType)", default: 0] += 1
        return .visitChildren
    }
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind { tokens += 1; return .visitChildren }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { count(node) }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { count(node) }
    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind { count(node) }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { count(node) }
    override func visit(_ node: GenericArgumentSyntax) -> SyntaxVisitorContinueKind { count(node) }
    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind { count(node) }
}
