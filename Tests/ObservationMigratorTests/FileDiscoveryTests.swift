import Foundation
@testable import observation_migrator
import XCTest

final class FileDiscoveryTests: XCTestCase {
    /// A directory's project files are handed over before the walk goes down
    /// into the folders beside them, so their reading starts early; the
    /// lists the walk returns stay sorted.
    func testProjectFilesAreFoundBeforeTheFoldersBesideThem() throws {
        let project = try TemporaryProject(files: [
            "App/Model.swift": "final class Model {}\n",
            "App/Views/Root.swift": "struct Root {}\n",
            "Zed.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
            "Kit/Sources/Kit/Kit.swift": "public struct Kit {}\n",
            "Kit/Package.swift": "// swift-tools-version:5.9\n",
            "Kit/Examples/Demo.swift": "struct Demo {}\n",
        ])
        final class Events: @unchecked Sendable { var list: [String] = [] }
        let events = Events()
        var discovery = FileDiscovery(excludeGlobs: [], followSymlinks: false)
        discovery.foundSettingsFile = { events.list.append("project " + $0) }
        discovery.foundSwiftFile = { events.list.append("swift " + $0) }
        let result = discovery.discover([project.url.path])

        let root = URL(fileURLWithPath: project.url.path).standardizedFileURL.path
        func path(_ relative: String) -> String { FileDiscovery.join(root, relative) }
        XCTAssertEqual(events.list.first, "project " + path("Zed.xcodeproj/project.pbxproj"), "\(events.list)")
        // Inside Kit, its manifest comes before the folders beside it (and, being a Swift file, it is one of the files).
        let manifest = try XCTUnwrap(events.list.firstIndex(of: "project " + path("Kit/Package.swift")))
        let example = try XCTUnwrap(events.list.firstIndex(of: "swift " + path("Kit/Examples/Demo.swift")))
        XCTAssertLessThan(manifest, example, "\(events.list)")

        XCTAssertEqual(result.settingsFiles, [path("Kit/Package.swift"), path("Zed.xcodeproj/project.pbxproj")])
        XCTAssertEqual(result.swiftFiles, [
            path("App/Model.swift"), path("App/Views/Root.swift"), path("Kit/Examples/Demo.swift"),
            path("Kit/Package.swift"), path("Kit/Sources/Kit/Kit.swift"),
        ])
        XCTAssertEqual(result.problems, [])
    }

    /// A file named on the command line that is not a Swift file is reported,
    /// not passed over in silence; the other paths are read.
    func testANamedFileThatIsNotSwiftIsReported() throws {
        let project = try TemporaryProject(files: ["Model.swift": "final class Model {}\n", "README.md": "# App\n"])
        let result = FileDiscovery(excludeGlobs: [], followSymlinks: false)
            .discover([project.url.appendingPathComponent("README.md").path, project.url.appendingPathComponent("Model.swift").path])
        XCTAssertEqual(result.swiftFiles.map { URL(fileURLWithPath: $0).lastPathComponent }, ["Model.swift"])
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertTrue(result.problems.first?.hasSuffix("README.md: not a Swift source file (.swift); not read") == true, "\(result.problems)")
    }

    /// A Swift file's name ends in `.swift` after at least one more character:
    /// the text after its last dot is `swift`, and that dot does not start
    /// the name (`.swift` alone is a hidden file). Read on the name's bytes.
    func testSwiftExtension() {
        let swift = ["A.swift", "..swift", "a.b.swift", "Ä.swift", "A.swif\u{0074}", "Package.swift"]
        let other = [".swift", "swift", "A.Swift", "A.swift.orig", "A.swiftinterface", "A.swift\u{301}", "A_swift", "A.sw", ""]
        for name in swift { XCTAssertTrue(FileDiscovery.hasSwiftExtension(name), name) }
        for name in other { XCTAssertFalse(FileDiscovery.hasSwiftExtension(name), name) }
    }
}
