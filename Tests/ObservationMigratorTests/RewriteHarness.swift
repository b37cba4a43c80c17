@testable import ObservationMigrator
import SwiftParser
import SyntaxSupport

/// Phase 1 and the index over whole projects, for tests that run the
/// rewrite passes themselves.
enum RewriteHarness {
    /// `body`'s result for every file of each project that parses, given the
    /// context phase 2 rewrites it in (the index built from its project), in
    /// file order. The projects run on every core, the largest first.
    static func map<Result: Sendable>(_ projects: [[SourceFile]], _ body: @Sendable (SourceFile, RewriteContext) -> Result) -> [Result] {
        let sizes = projects.map { $0.reduce(0) { $0 + $1.text.utf8.count } }
        return ParallelMap.map(projects, concurrency: nil, largestFirst: sizes) { files in
            let facts = files.map { FactCollector.collect(path: $0.path, tree: Parser.parse(source: $0.text), text: $0.text) }
            let index = ProjectIndex(facts: facts, configuration: Configuration(scope: .all, concurrency: 1))
            return zip(files, facts).filter { $1.parseError == nil }.map { file, fileFacts in
                body(file, RewriteContext(index: index, configuration: Configuration(scope: .all, concurrency: 1), path: file.path,
                                          lineBreak: LineBreakStyle.of(file.text), facts: fileFacts))
            }
        }.flatMap { $0 }
    }
}
