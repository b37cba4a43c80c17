import Foundation
import XCTest

/// What users install: one executable product (the command), the library
/// and the plugin; the benchmark is an executable target of its own, which
/// Mint neither builds nor installs.
final class ProductTests: XCTestCase {
    func testTheCommandIsTheOnlyExecutableProduct() throws {
        let manifest = try String(contentsOf: FixtureCase.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let products = try XCTUnwrap(manifest.firstMatch(of: /products: \[(?<list>[\s\S]*?)\n    \],/)?.list)
        XCTAssertEqual(products.matches(of: /\.(executable|library|plugin)\(name: "([^"]+)"/).map { "\($0.1) \($0.2)" },
                       ["executable observation-migrator", "library ObservationMigrator", "plugin MigrateToObservation"])
        XCTAssertTrue(manifest.contains(".executableTarget(\n            name: \"observation-migrator-bench\","), "the benchmark is still a target")
    }
}
