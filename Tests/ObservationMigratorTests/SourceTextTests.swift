@testable import ObservationMigrator
import SwiftParser
import SwiftSyntax
import XCTest
@testable import SyntaxSupport

/// The migrated text is built from the tree's bytes (`sourceText`), not its
/// `description`: the two must agree on parsed trees and on rewritten ones,
/// whose new tokens lie outside the parsed source; the pipeline's text is its tree's.
final class SourceTextTests: XCTestCase {
    func testTheTextFromBytesIsTheDescription() throws {
        var rewritten = 0
        for fixture in try FixtureCase.all() {
            let files = fixture.before
            let facts = files.map { FactCollector.collect(path: $0.path, tree: Parser.parse(source: $0.text), text: $0.text) }
            let index = ProjectIndex(facts: facts, configuration: Configuration(scope: .all, concurrency: 1))
            for (file, fileFacts) in zip(files, facts) {
                let tree = Parser.parse(source: file.text)
                XCTAssertEqual(tree.sourceText, tree.description, file.path)
                XCTAssertEqual(tree.sourceText, file.text, file.path)
                let context = RewriteContext(index: index, configuration: Configuration(scope: .all, concurrency: 1), path: file.path,
                                             lineBreak: LineBreakStyle.of(file.text), facts: fileFacts)
                let result = MigrationPipeline.rewritten(tree, context: context, text: file.text)
                let migrated = result.tree
                XCTAssertEqual(migrated.sourceText, migrated.description, file.path)
                // The text the pipeline hands back (often the one `FixImports` read) is the tree's.
                XCTAssertEqual(result.text, migrated.description, file.path)
                if migrated.sourceText != file.text {
                    rewritten += 1
                    // Imports already fixed: the import fix hands back the very
                    // node, so the pipeline's text of it is the output, not a second serialisation.
                    let again = FixImports(context: context)
                    again.prepare(for: migrated, text: result.text)
                    XCTAssertEqual(again.rewrite(migrated).id, migrated.id, file.path)
                }
            }
        }
        XCTAssertGreaterThan(rewritten, 50)
        // Non-ASCII text, and a token made by the migration next to parsed ones.
        let tree = Parser.parse(source: "let café = \"naïve ☕️\" // ✓\n")
        let edited = tree.with(\.statements, tree.statements + [CodeBlockItemSyntax(item: .decl(DeclSyntax("\nlet 名前 = 1")))])
        XCTAssertEqual(edited.sourceText, edited.description)
    }
}

/// `RewrittenText` copies what a rewrite left as parsed from the original
/// text and walks only the paths to the edits: it must print every shape of
/// edit as the tree's own bytes say.
final class RewrittenTextTests: XCTestCase {
    private let source = """
        import SwiftUI

        /// A model.
        final class Model: ObservableObject {
            @Published var count = 0 // the count
            @Published var name = ""
            func reset() { count = 0 }
        }

        struct Counter: View {
            @StateObject var model = Model()
            var body: some View { Text("\\(model.count)") }
        }

        """

    private func assertPrintsLikeTheTree(_ edited: SourceFileSyntax, from original: SourceFileSyntax,
                                         file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(RewrittenText.of(edited, rewriting: original, originalText: source), edited.description, file: file, line: line)
    }

    /// `tree` with the first node of a kind that `matches` replaced by `change` of it.
    private func edit<Node: SyntaxProtocol>(_ tree: SourceFileSyntax, _ kind: Node.Type, where matches: @escaping (Node) -> Bool,
                                            _ change: @escaping (Node) -> Node) -> SourceFileSyntax {
        let replacer = FirstReplacer(matches: matches, change: change)
        let edited = replacer.rewrite(tree).as(SourceFileSyntax.self)
        XCTAssertTrue(replacer.done, "no such node")
        return edited ?? tree
    }

    private final class FirstReplacer<Node: SyntaxProtocol>: SyntaxRewriter {
        let matches: (Node) -> Bool
        let change: (Node) -> Node
        var done = false

        init(matches: @escaping (Node) -> Bool, change: @escaping (Node) -> Node) {
            self.matches = matches
            self.change = change
            super.init(viewMode: .sourceAccurate)
        }

        override func visitAny(_ node: Syntax) -> Syntax? {
            guard !done, let typed = node.as(Node.self), matches(typed) else { return nil }
            done = true
            return Syntax(change(typed))
        }
    }

    func testUnchangedTreeIsTheOriginalText() {
        let tree = Parser.parse(source: source)
        XCTAssertEqual(RewrittenText.of(tree, rewriting: tree, originalText: source), source)
    }

    func testEditsOfEveryShapePrintAsTheTree() {
        let tree = Parser.parse(source: source)
        // A token replaced in place (same layout all the way up).
        let renamed = edit(tree, TokenSyntax.self, where: { $0.text == "StateObject" }) { $0.with(\.tokenKind, .identifier("State")) }
        assertPrintsLikeTheTree(renamed, from: tree)
        // A token renamed twice: the second rename keeps the first one's stale length.
        let twice = edit(renamed, TokenSyntax.self, where: { $0.text == "State" }) { $0.with(\.tokenKind, .identifier("SwiftUI.StateWithALongerName")) }
        assertPrintsLikeTheTree(twice, from: tree)
        // An attribute removed from a list, an element added to a list before an edited one.
        let stripped = edit(tree, AttributeListSyntax.self, where: { $0.trimmedDescription == "@Published" }) { _ in AttributeListSyntax([]) }
        assertPrintsLikeTheTree(stripped, from: tree)
        let imported = stripped.with(\.statements, CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .decl(DeclSyntax("import Observation\n")))] + Array(stripped.statements)))
        assertPrintsLikeTheTree(imported, from: tree)
        // A statement removed, and a member added after an edited one.
        let removed = imported.with(\.statements, CodeBlockItemListSyntax(imported.statements.dropLast()))
        assertPrintsLikeTheTree(removed, from: tree)
        let added = edit(twice, MemberBlockItemListSyntax.self, where: { $0.count == 3 }) { list -> MemberBlockItemListSyntax in
            var items = Array(list)
            items[0] = items[0].with(\.decl, DeclSyntax("\n    var count = 0"))
            items.insert(MemberBlockItemSyntax(decl: DeclSyntax("\n    let countSubject = 0")), at: 1)
            return MemberBlockItemListSyntax(items)
        }
        assertPrintsLikeTheTree(added, from: tree)
        // A node replaced by one of another kind.
        let replaced = edit(tree, ExprSyntax.self, where: { $0.is(FunctionCallExprSyntax.self) && $0.trimmedDescription == "Model()" }) { _ in
            ExprSyntax(" Model.shared")
        }
        assertPrintsLikeTheTree(replaced, from: tree)
    }

    func testATreeIsPrintedAsItselfWhateverItIsComparedWith() {
        let tree = Parser.parse(source: source)
        let longer = source + "// more\n"
        let other = Parser.parse(source: longer)
        // A tree that shares no node with the original.
        XCTAssertEqual(RewrittenText.of(tree, rewriting: other, originalText: longer), source)
        // An original that is not the text's own tree: nothing is copied from the text.
        XCTAssertEqual(RewrittenText.of(tree, rewriting: other, originalText: source), source)
    }
}
