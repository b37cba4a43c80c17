@testable import ObservationMigrator
import SwiftParser
import SwiftSyntax
import SyntheticCorpus
import XCTest

/// The pipeline runs a pass on a file only when the file's facts say it can
/// change it (`isNeeded`): a pass it skips must have had nothing to do there.
final class PassSelectionTests: XCTestCase {
    /// Over every fixture and a generated project, each pass the pipeline
    /// skips, run anyway at its place in the order, leaves the file as it is.
    func testASkippedPassWouldChangeNothing() throws {
        var generator = CorpusGenerator(seed: 17)
        let projects = try FixtureCase.all().map(\.before) + [generator.generate(lines: 4_000)]
        var skipped = 0
        var changedByARunPass = 0
        for result in RewriteHarness.map(projects, { file, context in
            var tree = Parser.parse(source: file.text)
            var result = (skipped: 0, changedByARunPass: 0, failures: [String]())
            for rewriter in MigrationPipeline.rewriters where rewriter != FixImports.self {
                let pass = rewriter.init(context: context)
                pass.prepare(for: tree, text: nil)
                let rewritten = pass.rewrite(tree).as(SourceFileSyntax.self) ?? tree
                if rewriter.isNeeded(for: context.facts, index: context.index) {
                    if rewritten.description != tree.description { result.changedByARunPass += 1 }
                    tree = rewritten
                } else {
                    if rewritten.description != tree.description { result.failures.append("\(rewriter) was skipped in \(file.path) but changes it") }
                    result.skipped += 1
                }
            }
            return result
        }) {
            skipped += result.skipped
            changedByARunPass += result.changedByARunPass
            result.failures.forEach { XCTFail($0) }
        }
        XCTAssertGreaterThan(skipped, 100, "passes must be skipped for the check to mean something")
        // The comparison sees a change when there is one: the passes that run make them.
        XCTAssertGreaterThan(changedByARunPass, 50)
    }
}
