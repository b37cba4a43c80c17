import Foundation
@testable import ObservationMigrator
import SyntheticCorpus
import SyntaxSupport
import XCTest
@testable import MigrationReports

/// The shortcuts that exist only for speed (`Shortcuts`: the
/// relevance filter, the fact walk's byte prefilters, kept trees, passes
/// skipped by `isNeeded`, pruned subtrees and bodies without a pass's words,
/// the output check's reading of only what it checks) may only save work: with them
/// on, the diff and the report are byte for byte what a run without any gives,
/// one that parses and walks every file whole and runs every pass over every
/// node. Checked over every fixture, a generated corpus and mutated projects
/// whose files hold what a byte reader can misread (bare and extended regex
/// literals, raw and multi-line strings with `//` and braces, `#if` branches,
/// comments in odd places).
final class ShortcutIdentityTests: XCTestCase {
    static let mutantCount = 300
    static let seed: UInt64 = 20_261_128

    func testEveryFixtureGivesTheSameOutputWithAndWithoutShortcuts() throws {
        for message in failures(of: try FixtureCase.all(), {
            Self.differences($0.before, $0.name, configuration: $0.configuration, settings: $0.settings)
        }) {
            XCTFail(message)
        }
    }

    /// Each shortcut alone gives the output of none: a wrong one is found
    /// by name, not only as part of all of them.
    func testEachShortcutAloneGivesTheOutputOfNone() throws {
        let single: [(String, Shortcuts)] = [
            ("relevanceFilter", .relevanceFilter), ("walkPrefilters", .walkPrefilters), ("keptTrees", .keptTrees),
            ("passSelection", .passSelection), ("bodySkipping", .bodySkipping), ("outputReading", .outputReading),
        ]
        XCTAssertEqual(single.reduce(into: Shortcuts()) { $0.formUnion($1.1) }, .all, "a shortcut is missing from this list")
        for message in failures(of: try FixtureCase.all(), { fixture in
            let configuration = fixture.configuration
            let none = Self.run(fixture.before, shortcuts: [], configuration: configuration, settings: fixture.settings)
            return single.compactMap { name, shortcut in
                let alone = Self.run(fixture.before, shortcuts: shortcut, configuration: configuration, settings: fixture.settings)
                return Self.difference(none, alone).map { "\(fixture.name): \(name) alone changed the output: \($0)" }
            }
        }) {
            XCTFail(message)
        }
    }

    /// The output check's narrow reading of a rewritten file
    /// (`Shortcuts.outputReading`) finds what a full reading finds, where the
    /// check has uses to find: every fixture, once with one rewrite left out
    /// (each in turn, fixture by fixture) and once with every rewrite left
    /// out (each use of a migrated class is then still in the output).
    func testTheOutputCheckFindsTheSameWithItsNarrowReading() throws {
        let rewriters = MigrationPipeline.rewriters.map { String(describing: $0) }
        let kinds = ["still holds it", ".environmentObject(_:) still passes it", "is still written in it", "objectWillChange is still used", "publisher is still used"]
        var caught: Set<String> = []
        let runs = try FixtureCase.all().enumerated().flatMap { number, fixture in
            [[rewriters[number % rewriters.count]], rewriters].map { (fixture: fixture, skipped: $0) }
        }
        let results = ParallelMap.map(runs, concurrency: nil) { fixture, skipped in
            var migrator = Migrator(configuration: fixture.configuration)
            migrator.skippedRewriters = Set(skipped)
            let narrow = migrator.migrate(fixture.before, settings: fixture.settings)
            migrator.shortcuts.remove(.outputReading)
            let full = migrator.migrate(fixture.before, settings: fixture.settings)
            let failure = Self.difference(full, narrow).map { "\(fixture.name) without \(skipped): the narrow reading changed the output: \($0)" }
            return (failure: failure, caught: Set(full.findings.filter { $0.rule == .outputCheck }.flatMap { finding in kinds.filter(finding.message.contains) }))
        }
        for result in results {
            if let failure = result.failure { XCTFail(failure) }
            caught.formUnion(result.caught)
        }
        // Each kind of use the check looks for in a rewrite's output was
        // found (a view wrapper put on a class is no rule's output:
        // `OutputCheckTests`): the comparison had something to compare.
        XCTAssertEqual(caught, Set(kinds))
    }

    func testAGeneratedCorpusGivesTheSameOutputWithAndWithoutShortcuts() {
        var generator = CorpusGenerator(seed: 7)
        for message in Self.differences(generator.generate(lines: 6_000), "corpus") { XCTFail(message) }
    }

    func testMutatedProjectsGiveTheSameOutputWithAndWithoutTheFilter() throws {
        let projects = try FixtureCase.all().filter { $0.before.count > 1 }
        XCTAssertFalse(projects.isEmpty)
        var random = SplitMix64(seed: Self.seed)
        var mutants: [(files: [SourceFile], project: FixtureCase, label: String)] = []
        for number in 0..<Self.mutantCount {
            let project = projects[random.next(below: projects.count)]
            var files = project.before
            // One to three snippets, each in a file of the project, at a line of it.
            for _ in 0...random.next(below: 3) {
                let target = random.next(below: files.count)
                files[target].text = LexicalSnippets.insert(into: files[target].text, random: &random, number: number)
            }
            mutants.append((files, project, "mutant \(number) of \(project.name)"))
        }
        for message in failures(of: mutants, {
            Self.differences($0.files, $0.label, configuration: $0.project.configuration, settings: $0.project.settings)
        }) {
            XCTFail(message)
        }
    }

    /// Control: a filter made to pass over a file it must read (the file that
    /// declares the global a view's wrapper reads) changes the output, and the
    /// comparison says so.
    func testAFilterThatSkipsANeededFileIsCaught() throws {
        let fixture = try FixtureCase.load("regex-literal-file-read")
        let everyFile = Self.run(fixture.before, withoutShortcuts: true)
        var skipping = Migrator(configuration: fixture.configuration)
        skipping.neverReads = ["before/Shared.swift"]
        let broken = skipping.migrate(fixture.before)
        XCTAssertNotNil(Self.difference(everyFile, broken), "skipping the file that declares 'shared' went unnoticed")
        XCTAssertNil(Self.difference(everyFile, Self.run(fixture.before, withoutShortcuts: false)))
    }

    private static func run(_ files: [SourceFile], withoutShortcuts: Bool, configuration: Configuration = Configuration(scope: .all, concurrency: 1),
                     settings: [ProjectSettingsFile] = []) -> MigrationReport {
        var migrator = Migrator(configuration: configuration)
        migrator.usesShortcuts = !withoutShortcuts
        return migrator.migrate(files, settings: settings)
    }

    private static func run(_ files: [SourceFile], shortcuts: Shortcuts, configuration: Configuration, settings: [ProjectSettingsFile]) -> MigrationReport {
        var migrator = Migrator(configuration: configuration)
        migrator.shortcuts = shortcuts
        return migrator.migrate(files, settings: settings)
    }

    /// What the shortcuts change in these files' output: nothing, or one message.
    private static func differences(_ files: [SourceFile], _ label: String, configuration: Configuration = Configuration(scope: .all, concurrency: 1),
                                    settings: [ProjectSettingsFile] = []) -> [String] {
        let filtered = run(files, withoutShortcuts: false, configuration: configuration, settings: settings)
        let everyFile = run(files, withoutShortcuts: true, configuration: configuration, settings: settings)
        return Self.difference(everyFile, filtered).map { ["\(label): the shortcuts changed the output: \($0)"] } ?? []
    }

    /// What differs between two runs' diffs and reports, or nil.
    static func difference(_ expected: MigrationReport, _ actual: MigrationReport) -> String? {
        for (left, right) in zip(expected.files, actual.files) where left.migrated != right.migrated {
            return "\(left.path):\n" + UnifiedDiff.make(path: left.path, original: left.migrated, migrated: right.migrated)
        }
        if expected.findings != actual.findings {
            let missing = Set(expected.findings).subtracting(actual.findings).map(XcodeReport.line)
            let added = Set(actual.findings).subtracting(expected.findings).map(XcodeReport.line)
            return "findings differ; only without the filter: \(missing.sorted()); only with it: \(added.sorted())"
        }
        if expected.migratedTypes != actual.migratedTypes { return "migrated types \(expected.migratedTypes) vs \(actual.migratedTypes)" }
        if expected.keptTypes != actual.keptTypes { return "kept types \(expected.keptTypes) vs \(actual.keptTypes)" }
        return nil
    }
}

/// Lines a byte-level reader can misread, inserted at a random line.
enum LexicalSnippets {
    static func snippets(_ n: Int) -> [String] {
        [
            "let pattern\(n) = /\\{/",
            "func opens\(n)(_ s: String) -> Bool { s.contains(/\\{/) }",
            "func closes\(n)(_ s: String) -> Bool {\n    s.contains(/\\}/)\n}",
            "let extended\(n) = #/\\}\\{/#",
            "let raw\(n) = #\"} // { \"#",
            "let multi\(n) = \"\"\"\n    { // }\n    \"\"\"",
            "#if DEBUG\nfunc debug\(n)() {\n#else\nfunc debug\(n)(x: Int) {\n#endif\n}",
            "#if os(iOS)\nlet platform\(n) = \"{\"\n#elseif os(macOS)\nlet platform\(n) = \"}\"\n#endif",
            "/* { */ let commented\(n) = 1 /* } */",
            "// }",
            "let half\(n) = 10 / 2 / 5",
            "let interpolated\(n) = \"\\(\"{\")\"",
        ]
    }

    static func insert(into text: String, random: inout SplitMix64, number: Int) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let all = snippets(number)
        lines.insert(all[random.next(below: all.count)], at: random.next(below: lines.count + 1))
        return lines.joined(separator: "\n")
    }
}

/// The same comparison on real projects, when a folder of them is named by
/// `OBSERVATION_MIGRATOR_APPS` (one project per subfolder; skipped otherwise):
/// what the closing notes of the relevance work measure.
final class ShortcutIdentityOnAppsTests: XCTestCase {
    func testEveryAppGivesTheSameOutputWithAndWithoutShortcuts() throws {
        guard let root = ProcessInfo.processInfo.environment["OBSERVATION_MIGRATOR_APPS"] else {
            throw XCTSkip("set OBSERVATION_MIGRATOR_APPS to a folder of projects to compare them")
        }
        let apps = try FileManager.default.contentsOfDirectory(atPath: root).filter { !$0.hasPrefix(".") }.sorted()
        for app in apps {
            let (files, settings) = try Self.read(URL(fileURLWithPath: root).appendingPathComponent(app))
            var migrator = Migrator(configuration: Configuration(scope: .all, concurrency: 2))
            let filtered = migrator.migrate(files, settings: settings)
            migrator.usesShortcuts = false
            let everyFile = migrator.migrate(files, settings: settings)
            let difference = ShortcutIdentityTests.difference(everyFile, filtered)
            print("\(app): \(files.count) files, \(filtered.migratedTypes.count) classes migrated: \(difference == nil ? "same output" : "DIFFERENT")")
            if let difference { XCTFail("\(app): \(difference)") }
        }
    }

    /// The Swift files, manifests and Xcode projects under a folder, in path order.
    static func read(_ folder: URL) throws -> ([SourceFile], [ProjectSettingsFile]) {
        var files: [SourceFile] = []
        var settings: [ProjectSettingsFile] = []
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
        for path in paths where path.hasSuffix(".swift") || path.hasSuffix("project.pbxproj") {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
                  let text = String(validating: data, as: UTF8.self) else { continue }
            if path.hasSuffix(".swift") { files.append(SourceFile(path: path, text: text)) }
            if path.hasSuffix("Package.swift") || path.hasSuffix("project.pbxproj") { settings.append(ProjectSettingsFile(path: path, text: text)) }
        }
        return (files, settings)
    }
}
