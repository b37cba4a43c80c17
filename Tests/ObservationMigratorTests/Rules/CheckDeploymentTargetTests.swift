@testable import ObservationMigrator
import SyntaxSupport
import XCTest

final class CheckDeploymentTargetTests: XCTestCase {
    private let model = SourceFile(path: "Sources/App/Library.swift", text: """
    import SwiftUI

    final class Library: ObservableObject {
        @Published var books: [String] = []
    }
    """)

    private let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "App",
        platforms: [.iOS(.v16), .macOS(.v14)],
        targets: [.target(name: "App")]
    )
    """

    /// Only the platform below Observation's first release is reported, at its entry.
    func testPackagePlatformBelowObservationIsReported() {
        let report = Migrator(configuration: Configuration(scope: .all, concurrency: 1))
            .migrate([model], settings: [ProjectSettingsFile(path: "Package.swift", text: manifest)])
        let findings = report.findings.filter { $0.rule == .deploymentTarget }
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.path, "Package.swift")
        XCTAssertEqual(findings.first?.position, SourcePosition(line: 6, column: 17))
        XCTAssertEqual(findings.first?.message, "the deployment target is iOS 16, but @Observable needs iOS 17")
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 16.4;` in a project beside the changed file.
    func testXcodeProjectTargetBelowObservationIsReported() {
        let project = """
        // !$*UTF8*$!
        {
        \t\t\tbuildSettings = {
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.4;
        \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 14.0;
        \t\t\t};
        }
        """
        let file = SourceFile(path: "App/Library.swift", text: model.text)
        let report = Migrator(configuration: Configuration(scope: .all, concurrency: 1))
            .migrate([file], settings: [ProjectSettingsFile(path: "App.xcodeproj/project.pbxproj", text: project)])
        let findings = report.findings.filter { $0.rule == .deploymentTarget }
        XCTAssertEqual(findings.map(\.position), [SourcePosition(line: 4, column: 5)])
        XCTAssertEqual(findings.first?.message, "the deployment target is iOS 16.4, but @Observable needs iOS 17")
    }

    /// Only lines setting a `*_DEPLOYMENT_TARGET` count, once each, at their
    /// line and column (lines end at `\n`; a `\r` before it is not part of the value).
    func testXcodeTargetsAreReadFromTheirLinesOnly() {
        let project = [
            "// !$*UTF8*$!",
            "{",
            "\t/* IPHONEOS_DEPLOYMENT_TARGET = 12.0; MACOSX_DEPLOYMENT_TARGET = 11.0; */",
            "\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\r",
            "  MACOSX_DEPLOYMENT_TARGET = \"12.3\";",
            "\tOTHER_DEPLOYMENT_TARGET_NAME = 1.0;",
            "\tTVOS_DEPLOYMENT_TARGET = $(inherited);",
            "\tXROS_DEPLOYMENT_TARGET = 1.0;",
            "}",
        ].joined(separator: "\n")
        let targets = CheckDeploymentTarget.xcodeTargets(project)
        XCTAssertEqual(targets.map(\.key), ["IPHONEOS_DEPLOYMENT_TARGET", "MACOSX_DEPLOYMENT_TARGET", "XROS_DEPLOYMENT_TARGET"])
        XCTAssertEqual(targets.map(\.versionText), ["15.0", "12.3", "1.0"])
        XCTAssertEqual(targets.map(\.version), [[15, 0], [12, 3], [1, 0]])
        XCTAssertEqual(targets.map(\.position), [
            SourcePosition(line: 4, column: 2), SourcePosition(line: 5, column: 3), SourcePosition(line: 8, column: 2),
        ])
        XCTAssertEqual(CheckDeploymentTarget.xcodeTargets("IPHONEOS_DEPLOYMENT_TARGET = 16.0;").map(\.position), [SourcePosition(line: 1, column: 1)])
        XCTAssertEqual(CheckDeploymentTarget.xcodeTargets("{\n}\n").count, 0)
    }

    /// A manifest that contains no changed file, and `--skip-deployment-check`, report nothing.
    func testUnchangedPackagesAndSkippedCheckReportNothing() {
        let elsewhere = ProjectSettingsFile(path: "Tools/Package.swift", text: manifest)
        let unrelated = Migrator(configuration: Configuration(scope: .all, concurrency: 1)).migrate([model], settings: [elsewhere])
        XCTAssertEqual(unrelated.findings.filter { $0.rule == .deploymentTarget }.count, 0)

        let skipped = Migrator(configuration: Configuration(scope: .all, skipDeploymentCheck: true, concurrency: 1))
            .migrate([model], settings: [ProjectSettingsFile(path: "Package.swift", text: manifest)])
        XCTAssertEqual(skipped.findings.filter { $0.rule == .deploymentTarget }.count, 0)
    }

    /// With several threads the check runs beside the index, over every
    /// project file; only those holding a changed file report, in the order
    /// the files were given, as with one thread.
    func testTheCheckReportsTheSameWhateverTheThreadCount() {
        let project = ProjectSettingsFile(path: "Sources/App.xcodeproj/project.pbxproj",
                                          text: "{\n\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n}\n")
        let settings = [
            ProjectSettingsFile(path: "Package.swift", text: manifest),
            ProjectSettingsFile(path: "Tools/Package.swift", text: manifest),
            project,
        ]
        let serial = Migrator(configuration: Configuration(scope: .all, concurrency: 1)).migrate([model], settings: settings)
        let parallel = Migrator(configuration: Configuration(scope: .all, concurrency: 3)).migrate([model], settings: settings)
        let reported = serial.findings.filter { $0.rule == .deploymentTarget }
        XCTAssertEqual(reported.map(\.path), ["Package.swift", "Sources/App.xcodeproj/project.pbxproj"])
        XCTAssertEqual(parallel.findings.filter { $0.rule == .deploymentTarget }, reported)
    }

    /// Work handed to another thread gives its value; with one thread it runs
    /// only when its value is read.
    func testBackgroundWorkGivesItsValue() {
        let counter = Counted()
        let serial = BackgroundWork(concurrency: 1) { counter.increment() }
        XCTAssertEqual(counter.count, 0, "with one thread nothing runs before the value is read")
        XCTAssertEqual(serial.value, 1)
        XCTAssertEqual(serial.value, 1, "the work runs once")
        let parallel = BackgroundWork(concurrency: 2) { (1...1_000).reduce(0, +) }
        XCTAssertEqual(parallel.value, 500_500)
    }

    /// Read from several threads at once, work not started in the background
    /// still runs once, and every reader gets its value.
    func testBackgroundWorkReadFromSeveralThreadsRunsOnce() {
        let counter = Counted()
        let lazy = BackgroundWork(concurrency: 1) { () -> Int in
            let count = counter.increment()
            usleep(20_000) // long enough for the other readers to arrive
            return count
        }
        let values = ParallelMap.map(Array(0..<8), concurrency: 8) { _ in lazy.value }
        XCTAssertEqual(values, Array(repeating: 1, count: 8))
        XCTAssertEqual(counter.count, 1)
    }
}

private final class Counted: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func increment() -> Int { lock.withLock { value += 1; return value } }
}
