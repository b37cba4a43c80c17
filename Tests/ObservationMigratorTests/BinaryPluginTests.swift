import Foundation
import XCTest

/// The plugin package (`ObservationMigratorPlugins/`) over the artifact
/// bundle `Scripts/build-artifact-bundle.sh` lays out, run through
/// `swift package` in packages that need a swift-syntax other than the one
/// this package pins, as packages with macros do: they resolve, nothing of
/// swift-syntax is built, and the command migrates.
///
/// The bundle holds the debug binary the test run already built (the
/// script's `--executable`), so nothing is compiled but the plugin itself.
/// The plugin package is copied, its link to the plugin source followed, to
/// `.build/binary-plugin-test`, where the consumers' build products stay
/// too: the plugin is compiled on the first run only.
final class BinaryPluginTests: XCTestCase {
    static let workPath = FixtureCase.root.appendingPathComponent(".build/binary-plugin-test")
    static let scratchPath = workPath.appendingPathComponent("scratch")
    static let pluginPackage = workPath.appendingPathComponent("ObservationMigratorPlugins")
    static let bundleName = "ObservationMigratorBinary.artifactbundle"

    /// Two releases of swift-syntax older than the one this package pins,
    /// both of which macro packages require exactly.
    static let otherSwiftSyntaxVersions = ["600.0.1", "602.0.0"]

    /// The plugin package as committed, its plugin source read through the
    /// link; files whose text is unchanged keep their dates, so SwiftPM
    /// keeps the compiled plugin.
    private func copyPluginPackage() throws {
        let source = FixtureCase.root.appendingPathComponent("ObservationMigratorPlugins")
        for path in ["Package.swift", "Plugins/MigrateToObservation/MigrateToObservation.swift"] {
            let text = try Data(contentsOf: source.appendingPathComponent(path).resolvingSymlinksInPath())
            let copy = Self.pluginPackage.appendingPathComponent(path)
            if (try? Data(contentsOf: copy)) == text { continue }
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: copy)
        }
    }

    /// `Scripts/build-artifact-bundle.sh ARGUMENTS`.
    private func bundleScript(_ arguments: [String]) throws -> ToolRunner.Result {
        try ToolRunner.runProcess(URL(fileURLWithPath: "/usr/bin/env"),
                                  ["bash", FixtureCase.root.appendingPathComponent("Scripts/build-artifact-bundle.sh").path] + arguments,
                                  in: FixtureCase.root)
    }

    /// A package with macros' dependency: swift-syntax exactly `version`, a
    /// target that uses it, a target with a model to migrate, and `plugins`
    /// (a package path) for the command.
    private func makeConsumer(swiftSyntax version: String, plugins: URL) throws -> TemporaryProject {
        let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "MacroConsumer",
            dependencies: [
                .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "\(version)"),
                .package(path: "\(plugins.path)"),
            ],
            targets: [
                .target(name: "Models"),
                .target(name: "SyntaxUser", dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")]),
            ]
        )

        """
        return try TemporaryProject(files: [
            "Package.swift": manifest,
            "Sources/Models/Counter.swift": PluginTests.model,
            "Sources/SyntaxUser/Kind.swift": "import SwiftSyntax\n\npublic let kind = SyntaxKind.token\n",
        ])
    }

    /// `swift package … migrate-to-observation ARGUMENTS --scope all` in
    /// `package` (its model is observed by no view).
    private func plugin(_ arguments: [String], in package: TemporaryProject) throws -> ToolRunner.Result {
        var options = ["package", "--scratch-path", Self.scratchPath.path]
        #if os(Linux)
        options.append("--disable-sandbox")
        #endif
        options.append("--allow-writing-to-package-directory")
        return try ToolRunner.runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + options + ["migrate-to-observation"] + arguments + ["--scope", "all"], in: package.url)
    }

    /// Files and folders under `directory` that swift-syntax's compilation
    /// leaves (`SwiftSyntax.build`, `SwiftSyntax.swiftmodule`, …), outside
    /// the sources SwiftPM checks out.
    static func swiftSyntaxBuildProducts(in directory: URL) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var products: [String] = []
        while let path = walk.nextObject() as? String {
            if path == "checkouts" || path == "repositories" {
                walk.skipDescendants()
                continue
            }
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix("SwiftSyntax") || name.hasPrefix("libSwiftSyntax") || name.hasPrefix("SwiftParser") { products.append(path) }
        }
        return products.sorted()
    }

    func testTheBinaryPluginRunsInPackagesThatNeedAnotherSwiftSyntax() throws {
        try copyPluginPackage()
        let bundle = Self.pluginPackage.appendingPathComponent(Self.bundleName)
        let script = try bundleScript(["--executable", ToolRunner.executable.path, "--output", bundle.path])
        XCTAssertEqual(script.status, 0, script.stderr)

        for version in Self.otherSwiftSyntaxVersions {
            let consumer = try makeConsumer(swiftSyntax: version, plugins: Self.pluginPackage)

            // A dry run: the diff, nothing written.
            let dryRun = try plugin(["--dry-run"], in: consumer)
            XCTAssertEqual(dryRun.status, 0, "\(version): \(dryRun.stderr)")
            XCTAssertTrue(dryRun.stdout.contains("+++ b/Sources/Models/Counter.swift\n"), "\(version): \(dryRun.stdout)")
            XCTAssertTrue(dryRun.stdout.contains("-final class Counter: ObservableObject {\n"), "\(version): \(dryRun.stdout)")
            XCTAssertTrue(dryRun.stdout.contains("+@Observable final class Counter {\n"), "\(version): \(dryRun.stdout)")
            XCTAssertTrue(dryRun.stdout.contains("observation-migrator: 3 files scanned, 1 changed, 1 types migrated"), "\(version): \(dryRun.stdout)")
            XCTAssertEqual(try consumer.read("Sources/Models/Counter.swift"), PluginTests.model)

            // --check: the command fails while the model would change.
            let check = try plugin(["--check"], in: consumer)
            XCTAssertNotEqual(check.status, 0, "\(version): \(check.stdout)")
            XCTAssertTrue((check.stdout + check.stderr).contains("observation-migrator exited with status 1"), "\(version): \(check.stderr)")
            XCTAssertEqual(try consumer.read("Sources/Models/Counter.swift"), PluginTests.model)

            // The package resolved the swift-syntax it asked for, and none of it was built.
            let resolved = try consumer.read("Package.resolved")
            XCTAssertTrue(resolved.contains("\"version\" : \"\(version)\""), "\(version): \(resolved)")
            XCTAssertEqual(Self.swiftSyntaxBuildProducts(in: Self.scratchPath), [], version)
            for output in [dryRun.stdout + dryRun.stderr, check.stdout + check.stderr] {
                XCTAssertFalse(output.contains("Compiling SwiftSyntax"), "\(version): \(output)")
            }
        }
    }

    /// The reason for the plugin package: a package that needs another
    /// swift-syntax cannot add this package (which pins its own) at all.
    func testTheSourceBuiltPluginCannotBeAddedBesideAnotherSwiftSyntax() throws {
        let consumer = try makeConsumer(swiftSyntax: Self.otherSwiftSyntaxVersions[0], plugins: FixtureCase.root)
        let resolve = try ToolRunner.runProcess(URL(fileURLWithPath: "/usr/bin/env"), [
            "swift", "package", "--scratch-path", Self.workPath.appendingPathComponent("source-plugin").path, "resolve",
        ], in: consumer.url)
        XCTAssertNotEqual(resolve.status, 0, resolve.stdout)
        XCTAssertTrue(resolve.stderr.contains("Dependencies could not be resolved"), resolve.stderr)
        XCTAssertTrue(resolve.stderr.contains("'swift-syntax' \(Self.otherSwiftSyntaxVersions[0])"), resolve.stderr)
    }

    /// The check of build products finds them where swift-syntax was built.
    func testSwiftSyntaxBuildProductsAreFound() throws {
        let scratch = try TemporaryProject(files: [
            "checkouts/swift-syntax/Sources/SwiftSyntax/Syntax.swift": "",
            "x86_64-unknown-linux-gnu/debug/Other.build/Other.swift.o": "",
        ])
        XCTAssertEqual(Self.swiftSyntaxBuildProducts(in: scratch.url), [])
        try scratch.write("x86_64-unknown-linux-gnu/debug/SwiftSyntax.build/Syntax.swift.o", "")
        try scratch.write("x86_64-unknown-linux-gnu/debug/Modules/SwiftParser.swiftmodule", "")
        XCTAssertEqual(Self.swiftSyntaxBuildProducts(in: scratch.url), [
            "x86_64-unknown-linux-gnu/debug/Modules/SwiftParser.swiftmodule",
            "x86_64-unknown-linux-gnu/debug/SwiftSyntax.build",
        ])
    }

    /// The bundle is an SE-0305 artifact bundle: schema 1.0, one executable
    /// artifact named as the plugin asks for it, one variant for this
    /// machine's triple whose binary is the one given, at the version it prints.
    func testTheScriptLaysOutAnArtifactBundle() throws {
        let output = try TemporaryProject(files: [:])
        let bundle = output.url.appendingPathComponent(Self.bundleName)
        let script = try bundleScript(["--executable", ToolRunner.executable.path, "--output", bundle.path])
        XCTAssertEqual(script.status, 0, script.stderr)

        struct Info: Decodable {
            struct Artifact: Decodable {
                var version: String
                var type: String
                var variants: [Variant]
            }
            struct Variant: Decodable {
                var path: String
                var supportedTriples: [String]
            }
            var schemaVersion: String
            var artifacts: [String: Artifact]
        }
        let info = try JSONDecoder().decode(Info.self, from: Data(contentsOf: bundle.appendingPathComponent("info.json")))
        XCTAssertEqual(info.schemaVersion, "1.0")
        XCTAssertEqual(Array(info.artifacts.keys), ["observation-migrator"])
        let artifact = try XCTUnwrap(info.artifacts["observation-migrator"])
        XCTAssertEqual(artifact.type, "executable")
        XCTAssertEqual(artifact.version, try ToolRunner.run(["--version"], in: output.url).stdout.trimmingCharacters(in: .newlines))
        #if os(Linux)
        var machine = utsname()
        uname(&machine)
        let architecture = withUnsafeBytes(of: machine.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        XCTAssertEqual(artifact.variants.map(\.supportedTriples), [["\(architecture)-unknown-linux-gnu"]])
        #endif
        let variant = try XCTUnwrap(artifact.variants.first)
        let binary = bundle.appendingPathComponent(variant.path)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary.path), variant.path)
        XCTAssertEqual(try Data(contentsOf: binary), try Data(contentsOf: ToolRunner.executable))

        // A variant of another machine already in the bundle stays, and is listed.
        let other = bundle.appendingPathComponent("observation-migrator-macos")
        try FileManager.default.createDirectory(at: other.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ToolRunner.executable, to: other.appendingPathComponent("bin/observation-migrator"))
        try Data("\"arm64-apple-macosx\", \"x86_64-apple-macosx\"\n".utf8).write(to: other.appendingPathComponent("supported-triples"))
        let again = try bundleScript(["--executable", ToolRunner.executable.path, "--output", bundle.path])
        XCTAssertEqual(again.status, 0, again.stderr)
        let merged = try JSONDecoder().decode(Info.self, from: Data(contentsOf: bundle.appendingPathComponent("info.json")))
        let variants = try XCTUnwrap(merged.artifacts["observation-migrator"]?.variants)
        XCTAssertEqual(variants.count, 2)
        XCTAssertEqual(variants.first { $0.path.hasPrefix("observation-migrator-macos/") }?.supportedTriples, ["arm64-apple-macosx", "x86_64-apple-macosx"])

        let refused = try bundleScript(["--configuration", "fast"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("--configuration is release or debug"), refused.stderr)
    }

    /// The plugin package runs the same plugin as this package: its source
    /// is a link to this package's, and its manifest declares the same
    /// command and permission.
    func testThePluginPackageSharesThePluginWithThisPackage() throws {
        let root = FixtureCase.root
        let linked = root.appendingPathComponent("ObservationMigratorPlugins/Plugins/MigrateToObservation/MigrateToObservation.swift")
        XCTAssertEqual(linked.resolvingSymlinksInPath().path, root.appendingPathComponent("Plugins/MigrateToObservation/MigrateToObservation.swift").resolvingSymlinksInPath().path)
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pluginManifest = try String(contentsOf: root.appendingPathComponent("ObservationMigratorPlugins/Package.swift"), encoding: .utf8)
        for pattern in [/verb: "([^"]+)"/, /description: "([^"]+)"/, /reason: "([^"]+)"/] {
            let declared = try XCTUnwrap(manifest.firstMatch(of: pattern)?.1)
            XCTAssertEqual(pluginManifest.firstMatch(of: pattern)?.1, declared)
        }
        // It depends on nothing but the bundle.
        XCTAssertFalse(pluginManifest.contains(".package("), pluginManifest)
        XCTAssertTrue(pluginManifest.contains(".binaryTarget(name: \"ObservationMigratorBinary\", path: \"\(Self.bundleName)\")"), pluginManifest)
    }
}
