import Foundation
@testable import ObservationMigrator
import SwiftParser
import SwiftSyntax
import XCTest

/// The rule registry is complete and each rule file documents itself.
final class RegistryTests: XCTestCase {
    /// Top-level type declarations of every file under `Sources/ObservationMigrator`, by file.
    private func declarations() throws -> [(file: String, decl: DeclSyntax)] {
        let sources = FixtureCase.root.appendingPathComponent("Sources/ObservationMigrator")
        var found: [(String, DeclSyntax)] = []
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            for statement in Parser.parse(source: text).statements {
                if let decl = statement.item.as(DeclSyntax.self) { found.append((relative, decl)) }
            }
        }
        return found
    }

    private func inherited(_ decl: DeclSyntax) -> [String] {
        decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    private func name(_ decl: DeclSyntax) -> String? {
        decl.as(ClassDeclSyntax.self)?.name.text ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(StructDeclSyntax.self)?.name.text
    }

    func testEveryRewriterIsRegisteredOnce() throws {
        let declared = Set(try declarations().compactMap { inherited($0.decl).first == "MigrationRewriter" ? name($0.decl) : nil })
        let registered = MigrationPipeline.rewriters.map { String(describing: $0) }
        XCTAssertEqual(Set(registered).count, registered.count, "a rewriter is registered twice")
        XCTAssertEqual(Set(registered), declared)
        XCTAssertEqual(registered.last, "FixImports", "FixImports must run last")
        XCTAssertLessThan(registered.firstIndex(of: "IgnoreUntrackableProperties") ?? 99, registered.firstIndex(of: "StripPublished") ?? -1)
    }

    /// Every rule is listed once in `MigrationRules.all`, lives in `Rules/` in a
    /// file named after it, and its doc comment shows a before and an after.
    func testEveryRuleIsRegisteredAndDocumentedInItsOwnFile() throws {
        let rules = try declarations().filter { inherited($0.decl).contains("MigrationRule") }
        let registered = MigrationRules.all.map { String(describing: $0) }
        XCTAssertEqual(Set(registered).count, registered.count, "a rule is registered twice")
        XCTAssertEqual(Set(registered), Set(rules.compactMap { name($0.decl) }))
        for (file, decl) in rules {
            let ruleName = name(decl) ?? ""
            XCTAssertEqual(file, "Rules/\(ruleName).swift", "\(ruleName) is not in its own file under Rules/")
            let doc = decl.leadingTrivia.pieces.compactMap { piece -> String? in
                if case .docLineComment(let text) = piece { return text }
                return nil
            }.joined(separator: "\n")
            XCTAssertTrue(doc.contains("## Before") && doc.contains("## After"), "\(ruleName)'s doc comment lacks ## Before / ## After")
        }
        for rewriter in MigrationPipeline.rewriters {
            XCTAssertTrue(rewriter is MigrationRule.Type, "\(rewriter) is a rewriter but not a rule")
        }
    }

    /// Each report rule is described by exactly one migration rule.
    func testEveryReportRuleHasOneOwner() {
        let owners = MigrationRules.all.flatMap { rule in rule.descriptions.map { ($0.rule, String(describing: rule)) } }
        for rule in Rule.allCases {
            let owning = owners.filter { $0.0 == rule }.map(\.1)
            XCTAssertEqual(owning.count, 1, "\(rule.rawValue) is described by \(owning)")
            XCTAssertFalse(rule.summary.isEmpty)
            XCTAssertFalse(rule.suggestedFix.isEmpty)
        }
    }

    /// The README's rule table is the one the rules describe.
    func testREADMERuleTableMatchesTheRules() throws {
        let readme = try String(contentsOf: FixtureCase.root.appendingPathComponent("README.md"), encoding: .utf8)
        let table = MigrationRules.markdownTable()
        XCTAssertTrue(readme.contains(table), "README's rule table differs from the rules; expected:\n\(table)")
    }
}
