@testable import ObservationMigrator
import SwiftParser
import SwiftSyntax
import SyntheticCorpus
import SyntaxSupport
import XCTest

/// Phase 2 rewrites the phase-1 tree of a file likely to change instead of
/// parsing it again (`KeptTrees`): the output must not depend on which trees
/// were kept.
final class KeptTreesTests: XCTestCase {
    /// Every fixture project and a generated one come out the same with no
    /// tree kept, with the default budget and with every likely tree kept.
    func testKeptTreesGiveWhatParsingAgainGives() throws {
        var generator = CorpusGenerator(seed: 13)
        let projects = try FixtureCase.all().map(\.before) + [generator.generate(lines: 5_000)]
        var changed = 0
        // The projects on every core, the largest (the generated one) first.
        for reports in ParallelMap.map(projects, concurrency: nil, largestFirst: projects.map { $0.reduce(0) { $0 + $1.text.utf8.count } }, { files in
            [0, KeptTrees.defaultTextBudget, Int.max].map { budget in
                var migrator = Migrator(configuration: Configuration(scope: .all, concurrency: 2))
                migrator.keptTreeTextBudget = budget
                return migrator.migrate(files)
            }
        }) {
            for report in reports.dropFirst() {
                XCTAssertEqual(report.files, reports[0].files)
                XCTAssertEqual(report.findings, reports[0].findings)
                XCTAssertEqual(report.migratedTypes, reports[0].migratedTypes)
            }
            changed += reports[0].changedFiles.count
        }
        XCTAssertGreaterThan(changed, 50, "the projects must give the rewrite work")
    }

    /// A tree is kept only for a file whose facts show something to rewrite,
    /// within the budget, and handed over once.
    func testOnlyLikelyTreesWithinTheBudgetAreKept() {
        let model = "import Combine\nfinal class Model: ObservableObject { @Published var count = 0 }\n"
        let plain = "struct Point { var x = 0 }\n"
        let kept = KeptTrees(count: 3, textBudget: model.utf8.count + 10)
        for (index, text) in [model, plain, model].enumerated() {
            let tree = Parser.parse(source: text)
            let facts = FactCollector.collect(path: "File\(index).swift", tree: tree, text: text)
            kept.offer(tree, of: index, size: text.utf8.count, facts: facts)
        }
        let first = kept.take(0)
        XCTAssertEqual(first?.description, model, "a model's tree is kept, with its text")
        XCTAssertNil(kept.take(0), "a kept tree is handed over once")
        XCTAssertNil(kept.take(1), "a file with nothing to rewrite keeps no tree")
        XCTAssertNil(kept.take(2), "past the budget no tree is kept")
    }

    /// What the guess reads: model classes, observable wrappers of named
    /// types, `.environmentObject(_:)`; not a class an unknown attribute keeps.
    func testLikelyToChangeReadsTheFilesOwnFacts() {
        func likely(_ text: String) -> Bool {
            KeptTrees.likelyToChange(FactCollector.collect(path: "File.swift", tree: Parser.parse(source: text), text: text))
        }
        XCTAssertTrue(likely("final class Model: ObservableObject {}"))
        XCTAssertTrue(likely("final class Model { @Published var count = 0 }"))
        XCTAssertTrue(likely("struct Screen: View { @ObservedObject var model: Model\n var body: some View { Text(\"\") } }"))
        XCTAssertTrue(likely("struct Root: View { var body: some View { Text(\"\").environmentObject(model) } }"))
        XCTAssertTrue(likely("extension Model: ObservableObject {}"))
        XCTAssertFalse(likely("@Stateful final class Model: ObservableObject {}"))
        XCTAssertFalse(likely("struct Screen<M: ObservableObject>: View { @ObservedObject var model: M\n var body: some View { Text(\"\") } }"))
        XCTAssertFalse(likely("struct Point { var x = 0 }"))
    }
}
