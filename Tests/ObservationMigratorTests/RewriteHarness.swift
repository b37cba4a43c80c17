@testable import ObservationMigrator
import SwiftParser

/// Phase 1 and the index over whole projects, for tests that run the
/// rewrite passes themselves.
enum RewriteHarness {
    /// Calls `body` with every file of each project that parses, and the
    /// context phase 2 rewrites it in (the index built from its project).
    static func forEachFile(in projects: [[SourceFile]], _ body: (SourceFile, RewriteContext) throws -> Void) rethrows {
        for files in projects {
            let facts = files.map { FactCollector.collect(path: $0.path, tree: Parser.parse(source: $0.text), text: $0.text) }
            let index = ProjectIndex(facts: facts, configuration: Configuration(scope: .all, concurrency: 1))
            for (file, fileFacts) in zip(files, facts) where fileFacts.parseError == nil {
                try body(file, RewriteContext(index: index, configuration: Configuration(scope: .all, concurrency: 1), path: file.path,
                                              lineBreak: LineBreakStyle.of(file.text), facts: fileFacts))
            }
        }
    }
}
