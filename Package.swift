// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "observation-migrator",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "observation-migrator", targets: ["observation-migrator"]),
        .library(name: "ObservationMigrator", targets: ["ObservationMigrator", "MigrationReports"]),
        // `swift package migrate-to-observation` in any package that depends on this one.
        .plugin(name: "MigrateToObservation", targets: ["MigrateToObservation"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        // Text and syntax support that knows nothing of the migration: byte
        // scanning, the raw tree walk, scopes, printing, parallel map. The only
        // target that reads swift-syntax's raw nodes.
        .target(
            name: "SyntaxSupport",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // All migration logic: source text in, migrated text and findings out. Never touches the disk.
        .target(
            name: "ObservationMigrator",
            dependencies: [
                "SyntaxSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // The report formats (text, Xcode, GitHub, JSON, SARIF, Markdown) and the
        // unified diff: they read the library's public report model only.
        .target(
            name: "MigrationReports",
            dependencies: ["ObservationMigrator", "SyntaxSupport"]
        ),
        // The command-line front end: arguments, file discovery, writing, exit codes.
        .executableTarget(
            name: "observation-migrator",
            dependencies: [
                "ObservationMigrator",
                "MigrationReports",
                "SyntaxSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A deterministic synthetic SwiftUI project, for the benchmark and tests.
        .target(name: "SyntheticCorpus", dependencies: ["ObservationMigrator"]),
        // Times a full dry run against parse-only on synthetic projects; prints figures.
        // Not a product: users install the command alone (Mint installs every
        // executable product); `swift run -c release observation-migrator-bench`
        // still runs it from a clone.
        .executableTarget(
            name: "observation-migrator-bench",
            dependencies: [
                "ObservationMigrator",
                "SyntaxSupport",
                "SyntheticCorpus",
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Runs the executable on a package's targets (or an Xcode project's); writes only with permission.
        .plugin(
            name: "MigrateToObservation",
            capability: .command(
                intent: .custom(
                    verb: "migrate-to-observation",
                    description: "Migrate the targets' Swift sources from ObservableObject to @Observable."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Rewrites the Swift source files of the chosen targets in place, from ObservableObject to @Observable (nothing is written with --dry-run)."
                    ),
                ]
            ),
            dependencies: ["observation-migrator"]
        ),
        .testTarget(
            name: "ObservationMigratorTests",
            dependencies: [
                "ObservationMigrator",
                "MigrationReports",
                "SyntaxSupport",
                "observation-migrator",
                // Run by the tests as a user runs it.
                "observation-migrator-bench",
                "SyntheticCorpus",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ]
)
