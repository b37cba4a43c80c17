@testable import ObservationMigrator
import SwiftParser
import SwiftSyntax
import SyntheticCorpus
import XCTest
@testable import SyntaxSupport

/// Passes that edit calls and statements enter only the bodies holding their
/// words (`MigrationRewriter.bodyWords`): that must never change what they write.
final class BodyPruningTests: XCTestCase {
    /// Every file of every fixture and of a generated project comes out the
    /// same whether the passes skip bodies without their words or enter all.
    func testSkippingBodiesWithoutTheWordsChangesNoOutput() throws {
        var generator = CorpusGenerator(seed: 5)
        let projects = try FixtureCase.all().map(\.before) + [generator.generate(lines: 4_000)]
        var changed = 0
        for (path, pruned, entered, original) in RewriteHarness.map(projects, { file, context in
            (file.path, MigrationPipeline.rewrite(Parser.parse(source: file.text), context: context, text: file.text).description,
             MigrationPipeline.rewrite(Parser.parse(source: file.text), context: context).description, file.text)
        }) {
            XCTAssertEqual(pruned, entered, path)
            if pruned != original { changed += 1 }
        }
        XCTAssertGreaterThan(changed, 50, "the inputs must give the passes work")
    }

    /// The check above can fail: given words the file does not hold, a pass
    /// skips the body with the call it would have edited.
    func testABodyWithoutTheWordsIsNotEntered() throws {
        let files = [
            SourceFile(path: "Model.swift", text: "import Combine\nfinal class Model: ObservableObject { @Published var count = 0 }\n"),
            SourceFile(path: "Root.swift", text: """
            import SwiftUI
            struct Root: View {
                @StateObject private var model = Model()
                var body: some View {
                    Text("root").environmentObject(model)
                }
            }
            """),
        ]
        let facts = files.map { FactCollector.collect(path: $0.path, tree: Parser.parse(source: $0.text), text: $0.text) }
        let index = ProjectIndex(facts: facts, configuration: Configuration(scope: .all, concurrency: 1))
        let context = RewriteContext(index: index, configuration: Configuration(scope: .all, concurrency: 1), path: files[1].path,
                                     lineBreak: .newline, facts: facts[1])
        let tree = Parser.parse(source: files[1].text)
        func run(words: [String]?) -> String {
            let pass = ReplaceEnvironmentObjectModifier(context: context)
            if let words { pass.enterOnlyBodies(containing: words, text: files[1].text, of: tree) }
            return pass.rewrite(tree).description
        }
        XCTAssertTrue(run(words: nil).contains(".environment(model)"))
        XCTAssertTrue(run(words: ReplaceEnvironmentObjectModifier.bodyWords(in: facts[1], index: index)).contains(".environment(model)"))
        XCTAssertEqual(run(words: ["absent"]), files[1].text)
    }

    /// A property declaration (here, outside any body) without the words is
    /// skipped whole; with them, its call is edited.
    func testADeclarationWithoutTheWordsIsNotEntered() throws {
        let files = [
            SourceFile(path: "Model.swift", text: "import Combine\nfinal class Model: ObservableObject { @Published var count = 0 }\n"),
            SourceFile(path: "Root.swift", text: """
            import SwiftUI
            struct Root {
                let model = Model()
                lazy var root = Text("root").environmentObject(model)
            }
            """),
        ]
        let facts = files.map { FactCollector.collect(path: $0.path, tree: Parser.parse(source: $0.text), text: $0.text) }
        let index = ProjectIndex(facts: facts, configuration: Configuration(scope: .all, concurrency: 1))
        let context = RewriteContext(index: index, configuration: Configuration(scope: .all, concurrency: 1), path: files[1].path,
                                     lineBreak: .newline, facts: facts[1])
        let tree = Parser.parse(source: files[1].text)
        func run(words: [String]) -> String {
            let pass = ReplaceEnvironmentObjectModifier(context: context)
            pass.enterOnlyBodies(containing: words, text: files[1].text, of: tree)
            return pass.rewrite(tree).description
        }
        XCTAssertTrue(run(words: ["environmentObject"]).contains(".environment(model)"))
        XCTAssertEqual(run(words: ["absent"]), files[1].text)
    }

    /// After an earlier pass edited the tree (its text unknown), a pass still
    /// skips the bodies the edit left as they were and that lack its words,
    /// found in the original text by their raw nodes; a body the edit
    /// changed is entered.
    func testBodiesAnEditLeftAsTheyWereAreFoundInTheOriginalText() throws {
        let text = """
        struct Screen {
            var title = "a"
            func first() { probe() }
            func second() { other() }
        }
        """
        let original = Parser.parse(source: text)
        let index = ProjectIndex(facts: [], configuration: Configuration(scope: .all, concurrency: 1))
        let context = RewriteContext(index: index, configuration: Configuration(scope: .all, concurrency: 1), path: "Screen.swift",
                                     lineBreak: .newline, facts: FactCollector.collect(path: "Screen.swift", tree: original, text: text))
        func calls(in tree: SourceFileSyntax, original bodies: OriginalBodies?) -> [String] {
            let probe = WordProbe(context: context)
            probe.prepare(for: tree, text: nil, original: bodies)
            _ = probe.rewrite(tree)
            return probe.calls
        }
        // An edit outside the bodies: both keep their raw nodes.
        let renamed = try XCTUnwrap(Renamer(from: "title", to: "heading").rewrite(original).as(SourceFileSyntax.self))
        XCTAssertNotEqual(renamed.description, text)
        XCTAssertEqual(calls(in: renamed, original: OriginalBodies(tree: original, text: text)), ["probe"])
        XCTAssertEqual(calls(in: renamed, original: nil), ["probe", "other"], "without the original text every body is entered")
        // An edit inside the second body: that body is new, and entered.
        let edited = try XCTUnwrap(Renamer(from: "other", to: "another").rewrite(original).as(SourceFileSyntax.self))
        XCTAssertEqual(calls(in: edited, original: OriginalBodies(tree: original, text: text)), ["probe", "another"])
    }
}

extension BodyPruningTests {
    /// A new pass that declares nothing of speed (no pruning entry, no
    /// `isNeeded`, no `bodyWords`) enters every node: its expression edits in
    /// function bodies, closures and accessors all run, the first time.
    func testAPassThatDeclaresNothingEntersEveryBody() throws {
        let text = """
        struct Screen {
            var title: String { format(1) }
            func load() {
                format(2)
                items.forEach { _ in format(3) }
            }
        }
        """
        let tree = SourceParsing.parse(text) ?? Parser.parse(source: text)
        let index = ProjectIndex(facts: [], configuration: Configuration(scope: .all, concurrency: 1))
        let context = RewriteContext(index: index, configuration: Configuration(scope: .all, concurrency: 1), path: "Screen.swift",
                                     lineBreak: .newline, facts: FactCollector.collect(path: "Screen.swift", tree: tree, text: text))
        let pass = CallRenamer(context: context)
        pass.prepare(for: tree, text: text)
        let output = pass.rewrite(tree).description
        XCTAssertEqual(output.components(separatedBy: "formatted(").count - 1, 3, output)
        XCTAssertFalse(output.contains("format("), output)
    }
}

/// Renames calls of `format` to `formatted`, declaring nothing else.
private final class CallRenamer: MigrationRewriter {
    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard node.baseName.text == "format" else { return super.visit(node) }
        return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier("formatted"))))
    }
}

/// A pass that edits nothing and records the calls it visits, entering only
/// the bodies that hold "probe" (not listed in `MigrationPipeline.prunings`:
/// it prunes nothing else).
private final class WordProbe: MigrationRewriter {
    var calls: [String] = []
    override class func bodyWords(in file: FileFacts, index: ProjectIndex) -> [String]? { ["probe"] }
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        calls.append(node.calledExpression.trimmedDescription)
        return super.visit(node)
    }
}

/// Renames one identifier wherever it occurs.
private final class Renamer: SyntaxRewriter {
    let from: String
    let to: String
    init(from: String, to: String) {
        self.from = from
        self.to = to
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        token.text == from ? token.with(\.tokenKind, .identifier(to)) : token
    }
}
