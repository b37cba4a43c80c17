@testable import ObservationMigrator
import SwiftParser
import SwiftSyntax
import XCTest

/// The migrated text is built from the tree's bytes (`sourceText`), not its
/// `description`: the two must agree on parsed trees and on rewritten ones,
/// whose new tokens lie outside the parsed source; the pipeline's text is its tree's.
final class SourceTextTests: XCTestCase {
    func testTheTextFromBytesIsTheDescription() throws {
        var rewritten = 0
        for fixture in try FixtureCase.all() {
            let files = fixture.before
            let facts = files.map { FactCollector.collect(path: $0.path, tree: Parser.parse(source: $0.text), lines: LineTable($0.text)) }
            let index = ProjectIndex(facts: facts, configuration: Configuration(concurrency: 1))
            for (file, fileFacts) in zip(files, facts) {
                let tree = Parser.parse(source: file.text)
                XCTAssertEqual(tree.sourceText, tree.description, file.path)
                XCTAssertEqual(tree.sourceText, file.text, file.path)
                let context = RewriteContext(index: index, configuration: Configuration(concurrency: 1), path: file.path,
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
