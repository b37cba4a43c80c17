import Foundation
import ObservationMigrator
@testable import MigrationReports

/// One fixture case folder: `before.swift` or `before/`, `after.swift` or
/// `after/`, an optional `report.txt` and an optional `options.txt`.
struct FixtureCase: Sendable {
    var name: String
    var directory: URL
    /// Input files keyed by their path inside the case folder (`before.swift`, `before/Model.swift`).
    var before: [SourceFile]
    /// Expected outputs keyed the same way as `before`.
    var after: [String: String]
    var expectedReport: String?
    var configuration: Configuration
    /// `before/Package.swift` and `before/**/project.pbxproj`, read for deployment targets.
    var settings: [ProjectSettingsFile]

    /// Runs the migration on the `before` side, as the command line would.
    func migrate() -> MigrationReport {
        Migrator(configuration: configuration).migrate(before, settings: settings)
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixturesDirectory = root.appendingPathComponent("Fixtures")

    /// Every case folder, sorted; `SampleApp` is the demo project, not a case.
    static func all() throws -> [FixtureCase] {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixturesDirectory.path)
            .filter { !$0.hasPrefix(".") && $0 != "SampleApp" }
            .sorted()
        return try names.map { try load($0) }
    }

    static func load(_ name: String) throws -> FixtureCase {
        let directory = fixturesDirectory.appendingPathComponent(name)
        let before = try sources(in: directory, side: "before")
        var after: [String: String] = [:]
        for file in try sources(in: directory, side: "after") {
            after[file.path.replacingOccurrences(of: "after", with: "before", options: .anchored)] = file.text
        }
        let report = try? String(contentsOf: directory.appendingPathComponent("report.txt"), encoding: .utf8)
        let options = (try? String(contentsOf: directory.appendingPathComponent("options.txt"), encoding: .utf8)) ?? ""
        var settings = before.filter { $0.path.hasSuffix("/Package.swift") }.map { ProjectSettingsFile(path: $0.path, text: $0.text) }
        let beforeFolder = directory.appendingPathComponent("before")
        let enumerator = FileManager.default.enumerator(atPath: beforeFolder.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix("project.pbxproj") else { continue }
            settings.append(ProjectSettingsFile(path: "before/" + relative, text: try readExact(beforeFolder.appendingPathComponent(relative))))
        }
        return FixtureCase(name: name, directory: directory, before: before, after: after,
                           expectedReport: report, configuration: try configuration(from: options), settings: settings)
    }

    /// Reads `before.swift` or the `.swift` files under `before/`, byte-exact.
    static func sources(in directory: URL, side: String) throws -> [SourceFile] {
        let single = directory.appendingPathComponent("\(side).swift")
        if FileManager.default.fileExists(atPath: single.path) {
            return [SourceFile(path: "\(side).swift", text: try readExact(single))]
        }
        // Subfolders too: a case with a manifest or project lays its targets out in folders.
        let folder = directory.appendingPathComponent(side)
        let names = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { SourceFile(path: "\(side)/\($0)", text: try readExact(folder.appendingPathComponent($0))) }
    }

    static func readExact(_ url: URL) throws -> String {
        let data = try Data(contentsOf: url)
        guard let text = String(validating: data, as: UTF8.self) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        return text
    }

    /// `options.txt`: one command-line style option per line (`--only Library`, `--ignore-unpublished`, …).
    static func configuration(from options: String) throws -> Configuration {
        var configuration = Configuration(concurrency: 1)
        for line in options.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            switch parts.first {
            case "--only": configuration.onlyTypes = Set((parts.last ?? "").split(separator: ",").map(String.init))
            case "--ignore-unpublished": configuration.ignoreUnpublished = true
            case "--skip-deployment-check": configuration.skipDeploymentCheck = true
            case "--scope":
                guard let scope = Configuration.Scope(rawValue: parts.last ?? "") else { throw CocoaError(.coderInvalidValue) }
                configuration.scope = scope
            default: throw CocoaError(.coderInvalidValue, userInfo: [NSDebugDescriptionErrorKey: "unknown option line: \(line)"])
            }
        }
        return configuration
    }

    /// The report lines a run prints on stderr for its follow-ups (xcode format).
    static func reportLines(_ findings: [Finding]) -> String {
        ReportFormat.xcode.render(summary: RunSummary(filesScanned: 0, filesChanged: 0, typesMigrated: 0, followUps: 0),
                                  migratedTypes: [], findings: findings)
    }
}

/// A small line diff for readable failure messages.
func describeMismatch(expected: String, actual: String) -> String {
    UnifiedDiff.make(path: "expected", original: expected, migrated: actual)
}
