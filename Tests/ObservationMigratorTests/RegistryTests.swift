import Foundation
@testable import ObservationMigrator
import SwiftParser
import SwiftSyntax
import XCTest

/// Fails when a rewriter exists in Sources but is not in the pipeline.
final class RegistryTests: XCTestCase {
    func testEveryRewriterIsRegisteredOnce() throws {
        let sources = FixtureCase.root.appendingPathComponent("Sources/ObservationMigrator")
        var declared: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            for statement in Parser.parse(source: text).statements {
                guard let decl = statement.item.as(ClassDeclSyntax.self),
                      decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "MigrationRewriter" else { continue }
                declared.insert(decl.name.text)
            }
        }
        let registered = MigrationPipeline.rewriters.map { String(describing: $0) }
        XCTAssertEqual(Set(registered).count, registered.count, "a rewriter is registered twice")
        XCTAssertEqual(Set(registered), declared)
        XCTAssertEqual(registered.last, "FixImports", "FixImports must run last")
        XCTAssertLessThan(registered.firstIndex(of: "IgnoreUntrackableProperties") ?? 99, registered.firstIndex(of: "StripPublished") ?? -1)
    }
}
