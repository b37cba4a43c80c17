@testable import ObservationMigrator
import SwiftParser
import SwiftSyntax
import SyntheticCorpus
import XCTest

/// Passes that edit calls and statements enter only the bodies holding their
/// words (`MigrationRewriter.bodyWords`): that must never change what they write.
final class BodyPruningTests: XCTestCase {
    /// Every file of every fixture and of a generated project comes out the
    /// same whether the passes skip bodies without their words or enter all.
    func testSkippingBodiesWithoutTheWordsChangesNoOutput() throws {
        var generator = CorpusGenerator(seed: 5)
        let projects = try FixtureCase.all().map(\.before) + [generator.generate(lines: 4_000)]
        var changed = 0
        RewriteHarness.forEachFile(in: projects) { file, context in
            let pruned = MigrationPipeline.rewrite(Parser.parse(source: file.text), context: context, text: file.text).description
            let entered = MigrationPipeline.rewrite(Parser.parse(source: file.text), context: context).description
            XCTAssertEqual(pruned, entered, file.path)
            if pruned != file.text { changed += 1 }
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
        let facts = files.map { FactCollector.collect(path: $0.path, tree: Parser.parse(source: $0.text), lines: LineTable($0.text)) }
        let index = ProjectIndex(facts: facts, configuration: Configuration(concurrency: 1))
        let context = RewriteContext(index: index, configuration: Configuration(concurrency: 1), path: files[1].path,
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
        let facts = files.map { FactCollector.collect(path: $0.path, tree: Parser.parse(source: $0.text), lines: LineTable($0.text)) }
        let index = ProjectIndex(facts: facts, configuration: Configuration(concurrency: 1))
        let context = RewriteContext(index: index, configuration: Configuration(concurrency: 1), path: files[1].path,
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
}
