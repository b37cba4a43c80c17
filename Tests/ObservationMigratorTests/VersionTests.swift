import Foundation
import ObservationMigrator
import XCTest
@testable import MigrationReports

/// `--version` names the CHANGELOG's latest version, and the CHANGELOG's
/// headings follow one format: `## [Unreleased]` (optional, first), then
/// `## [x.y.z] - yyyy-mm-dd`, newest first.
final class VersionTests: XCTestCase {
    struct Release: Equatable {
        var version: [Int]
        var date: String
    }

    /// The CHANGELOG's `## ` headings: releases, and whether `[Unreleased]` leads.
    static func changelogHeadings() throws -> (unreleasedFirst: Bool, releases: [Release], malformed: [String]) {
        let text = try String(contentsOf: FixtureCase.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let headings = text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("## ") }.map(String.init)
        var releases: [Release] = []
        var malformed: [String] = []
        for (index, heading) in headings.enumerated() {
            if heading == "## [Unreleased]" {
                if index != 0 { malformed.append(heading) }
                continue
            }
            guard let match = heading.wholeMatch(of: /## \[(\d+)\.(\d+)\.(\d+)\] - (\d{4}-\d{2}-\d{2})/),
                  let major = Int(match.1), let minor = Int(match.2), let patch = Int(match.3) else {
                malformed.append(heading)
                continue
            }
            releases.append(Release(version: [major, minor, patch], date: String(match.4)))
        }
        return (headings.first == "## [Unreleased]", releases, malformed)
    }

    func testChangelogHeadingsAreWellFormed() throws {
        let headings = try Self.changelogHeadings()
        XCTAssertEqual(headings.malformed, [], "every `## ` heading is `[Unreleased]` (first) or `[x.y.z] - yyyy-mm-dd`")
        XCTAssertFalse(headings.releases.isEmpty, "no `## [x.y.z] - date` heading")
        for (newer, older) in zip(headings.releases, headings.releases.dropFirst()) {
            XCTAssertTrue(older.version.lexicographicallyPrecedes(newer.version), "\(newer.version) is listed above \(older.version)")
            XCTAssertGreaterThanOrEqual(newer.date, older.date)
        }
    }

    func testVersionIsTheChangelogsLatestRelease() throws {
        let latest = try XCTUnwrap(Self.changelogHeadings().releases.first)
        let version = latest.version.map(String.init).joined(separator: ".")
        XCTAssertEqual(ToolVersion.current, version)
        let printed = try ToolRunner.run(["--version"], in: FixtureCase.root)
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertEqual(printed.stdout, version + "\n")
    }
}
