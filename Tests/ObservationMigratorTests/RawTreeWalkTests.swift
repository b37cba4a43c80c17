@testable import ObservationMigrator
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import XCTest
@testable import SyntaxSupport

/// The fact walk goes over the parser's raw nodes and builds typed nodes only
/// where it records something. It must reach every node a source-accurate
/// `SyntaxVisitor` reaches, in the same order, and hand over the same typed
/// nodes (same identity, same position, same parents).
final class RawTreeWalkTests: XCTestCase {
    private let source = """
    import SwiftUI
    #if os(iOS)
    final class Model<T: Equatable>: ObservableObject where T: Hashable {
        @Published private(set) var items: Set<Published<Int>.Publisher> = []
        var label = "count: \\(count), \\(items.count + 1)"
        var plain = "text", number = 1, ratio = 1.5, flag = true, none: Int? = nil
        var maybe: Array<some Sequence> { [1] }
        func f(_ value: T) { items.forEach { _ in print($0, "\\(self.label)") }; let x = number + 2; _ = x }
    }
    #endif
    struct V: View { @StateObject var m = Model<Int>(); var body: some View { Text(m.label).environmentObject(m) } }
    let broken = (1 +
    """

    /// What a `SyntaxVisitor` in source-accurate mode reaches: each node other
    /// than a token, on entry and on exit, following `children(viewMode:)`.
    private struct Reference {
        var entered: [Syntax] = []
        var left: [SyntaxIdentifier] = []
        init(_ tree: SourceFileSyntax) { visit(Syntax(tree)) }
        private mutating func visit(_ node: Syntax) {
            guard !node.is(TokenSyntax.self) else { return }
            entered.append(node)
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
            left.append(node.id)
        }
    }

    /// Builds the typed node of the nodes `builds` picks, and can skip the children of some.
    private final class Recorder: RawTreeVisitor {
        let builds: (SyntaxKind) -> Bool
        let skips: (SyntaxKind) -> Bool
        var kinds: [SyntaxKind] = []
        var built: [Syntax] = []
        var left: [SyntaxKind] = []
        init(builds: @escaping (SyntaxKind) -> Bool, skips: @escaping (SyntaxKind) -> Bool = { _ in false }) {
            self.builds = builds
            self.skips = skips
        }
        func enter(_ walk: RawTreeWalk) -> SyntaxVisitorContinueKind {
            let kind = walk.kind
            kinds.append(kind)
            if builds(kind) {
                let node = walk.node()
                XCTAssertEqual(node.kind, kind)
                built.append(node)
            }
            return skips(kind) ? .skipChildren : .visitChildren
        }
        func leave(_ kind: SyntaxKind) { left.append(kind) }
    }

    private func reference(_ tree: SourceFileSyntax) -> Reference { Reference(tree) }

    func testEveryNodeIsReachedInOrderWithItsTypedNode() {
        let tree = Parser.parse(source: source)
        let expected = reference(tree)
        let recorder = Recorder(builds: { _ in true })
        RawTreeWalk.walk(tree, with: recorder)
        XCTAssertEqual(recorder.kinds, expected.entered.map(\.kind))
        XCTAssertEqual(recorder.built.map(\.id), expected.entered.map(\.id))
        XCTAssertEqual(recorder.built.map(\.position), expected.entered.map(\.position))
        XCTAssertEqual(recorder.built.map { $0.parent?.id }, expected.entered.map { $0.parent?.id })
        // Exits come children first, as `visitPost` does.
        let kindsByID = Dictionary(expected.entered.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(recorder.left, expected.left.compactMap { kindsByID[$0] })
        XCTAssertGreaterThan(recorder.kinds.count, 200)
    }

    /// Nodes built far apart (the walk goes back to the root for their
    /// parents) are the same nodes as the visitor's.
    func testNodesBuiltSparselyAreTheVisitorsNodes() {
        let tree = Parser.parse(source: source)
        let wanted: Set<SyntaxKind> = [.declReferenceExpr, .memberType, .stringSegment, .missingExpr, .labeledExpr]
        let expected = reference(tree).entered.filter { wanted.contains($0.kind) }
        let recorder = Recorder(builds: wanted.contains)
        RawTreeWalk.walk(tree, with: recorder)
        XCTAssertEqual(recorder.built.map(\.id), expected.map(\.id))
        XCTAssertEqual(recorder.built.map(\.trimmedDescription), expected.map(\.trimmedDescription))
        XCTAssertEqual(recorder.built.map { $0.parent?.kind }, expected.map { $0.parent?.kind })
        XCTAssertTrue(expected.contains { $0.kind == .missingExpr })
    }

    func testSkippedChildrenAreNotEnteredButTheNodeIsLeft() {
        let tree = Parser.parse(source: source)
        let all = Recorder(builds: { _ in false })
        RawTreeWalk.walk(tree, with: all)
        let skipping = Recorder(builds: { _ in false }, skips: { $0 == .closureExpr || $0 == .stringLiteralExpr })
        RawTreeWalk.walk(tree, with: skipping)
        XCTAssertTrue(all.kinds.contains(.closureShorthandParameter))
        XCTAssertFalse(skipping.kinds.contains(.closureShorthandParameter))
        XCTAssertFalse(skipping.kinds.contains(.expressionSegment))
        XCTAssertEqual(skipping.left.filter { $0 == .closureExpr }.count, all.left.filter { $0 == .closureExpr }.count)
        XCTAssertEqual(skipping.kinds.count, skipping.left.count)
    }

    /// The references of some names, found from raw bytes, are those a typed
    /// search finds: names alone and member names, in source order.
    func testReferencesByNameAreThoseATypedSearchFinds() {
        let tree = Parser.parse(source: source)
        let names: Set<String> = ["items", "label", "m"]
        let expected = reference(tree).entered.compactMap { $0.as(DeclReferenceExprSyntax.self) }.filter { names.contains($0.baseName.text) }
        var found: [DeclReferenceExprSyntax] = []
        RawTreeWalk.forEachReference(named: names, in: tree) { found.append($0) }
        XCTAssertEqual(found.map(\.id), expected.map(\.id))
        XCTAssertEqual(found.map(\.baseName.text), ["items", "items", "label", "m", "label", "m"])
        var none = 0
        RawTreeWalk.forEachReference(named: ["absent"], in: tree) { _ in none += 1 }
        XCTAssertEqual(none, 0)
    }

    /// Names where a text search meets them outside a reference: in comments
    /// (also in a reference's own leading trivia), strings that are exactly
    /// the name, backticks, `$name`, `_name`, key paths, labels, longer words,
    /// before a Unicode operator, and in code that does not parse.
    private let trickySource = """
    final class Store {
        // store is kept; see `store`
        var store = Set<Int>()
        var task: Int? = nil
        var `default` = 0
        func run() {
            /* store */ store.insert(1)
            _ = "store"; _ = "\\(store.count) store"
            _ = self.store; _ = $store; _ = _store; _ = storeKeeper; _ = \\Store.store
            f(store: store, task: task)
            _ = store∘task
            let x = store
              .count
        }
        deinit { task = nil }
    }
    let broken = (store +
    """

    /// Found from the text (looking where the names occur), the references are
    /// those the walk finds, in a file, in a type body, and past the number of
    /// occurrences the text search takes on.
    func testReferencesFoundFromTheTextAreThoseTheWalkFinds() throws {
        var sources = [source, trickySource]
        sources += try FixtureCase.all().flatMap { $0.before.map(\.text) }
        XCTAssertGreaterThan(sources.count, 50)
        var compared = 0
        for text in sources {
            let tree = Parser.parse(source: text)
            let referenced = Set(reference(tree).entered.compactMap { $0.as(DeclReferenceExprSyntax.self)?.baseName.text })
            let bodies = reference(tree).entered.compactMap { $0.as(MemberBlockSyntax.self) }
            for names in [referenced, Set(referenced.sorted().prefix(3)), ["store", "task", "default", "absent"]] {
                for node in [Syntax(tree)] + bodies.map(Syntax.init) {
                    var walked: [SyntaxIdentifier] = []
                    RawTreeWalk.forEachReference(named: names, in: node) { walked.append($0.id) }
                    var searched: [SyntaxIdentifier] = []
                    RawTreeWalk.forEachReference(named: names, in: node, text: text) { searched.append($0.id) }
                    XCTAssertEqual(searched, walked, "\(names.sorted()) in \(text.prefix(80).debugDescription)")
                    compared += walked.count
                }
            }
        }
        XCTAssertGreaterThan(compared, 1000)
        // The tricky file: each real reference once, none of the look-alikes.
        let tree = Parser.parse(source: trickySource)
        var found: [String] = []
        RawTreeWalk.forEachReference(named: ["store", "task"], in: tree, text: trickySource) { found.append($0.trimmedDescription) }
        XCTAssertEqual(found, ["store", "store", "store", "store", "store", "task", "store", "task", "store", "task", "store"])
    }
}
