import ObservationMigrator
import SyntaxSupport
import XCTest

/// The module map read from Xcode projects: classic groups and sources phases
/// (Xcode 15), synchronized folders with exception sets (Xcode 16), module names,
/// and projects that cannot be read.
final class ModuleMapXcodeTests: XCTestCase {
    func modules(_ map: ModuleMap, _ path: String) -> [String] {
        map.modules(of: path).map(\.description)
    }

    static let podcastsFiles = [
        "Podcasts/PodcastsApp.swift",
        "Podcasts/Store.swift",
        "Podcasts/Formatting.swift",
        "Podcasts/Legacy.swift",
        "Config/BuildInfo.swift",
        "PodcastsWidget/PodcastsWidget.swift",
        "PodcastsWidget/Store.swift",
        "Shared/Episode.swift",
        "PodcastsTests/StoreTests.swift",
    ]

    /// A file in both targets' sources phases is in both modules; each target has its
    /// own `Store.swift`; a `name`-only group adds no folder; `SOURCE_ROOT` is the folder
    /// holding the `.xcodeproj`; a file in a group but in no target is undescribed.
    func testAppAndWidgetSharingAFile() {
        let map = ModuleMap(files: Self.podcastsFiles, descriptions: [
            ProjectSettingsFile(path: "Podcasts.xcodeproj/project.pbxproj", text: ModuleMapFixtures.podcastsProject),
        ])
        let app = "Podcasts (target of Podcasts.xcodeproj)"
        let widget = "PodcastsWidgetExtension (target of Podcasts.xcodeproj)"
        XCTAssertTrue(map.isDescribed)
        XCTAssertEqual(map.unreadableDescriptions, [])
        XCTAssertEqual(modules(map, "Shared/Episode.swift"), [app, widget])
        XCTAssertEqual(modules(map, "Podcasts/Store.swift"), [app])
        XCTAssertEqual(modules(map, "PodcastsWidget/Store.swift"), [widget])
        XCTAssertEqual(modules(map, "PodcastsWidget/PodcastsWidget.swift"), [widget])
        XCTAssertEqual(modules(map, "Podcasts/PodcastsApp.swift"), [app])
        XCTAssertEqual(modules(map, "Podcasts/Formatting.swift"), [app])
        XCTAssertEqual(modules(map, "Config/BuildInfo.swift"), [app])
        XCTAssertEqual(modules(map, "PodcastsTests/StoreTests.swift"), ["PodcastsTests (test target of Podcasts.xcodeproj)"])
        XCTAssertEqual(modules(map, "Podcasts/Legacy.swift"), ["Podcasts (folder Podcasts)"])
        XCTAssertEqual(map.undescribedFolders, ["Podcasts"])
        // The app target and the folder share a name, not a module.
        XCTAssertEqual(map.modules.filter { $0.name == "Podcasts" }.map(\.origin),
                       [.xcodeProject(project: "Podcasts.xcodeproj"), .folder("Podcasts")])
        let widgetModule = ModuleMap.Module(name: "PodcastsWidgetExtension", origin: .xcodeProject(project: "Podcasts.xcodeproj"))
        XCTAssertEqual(map.files(of: widgetModule), ["PodcastsWidget/PodcastsWidget.swift", "PodcastsWidget/Store.swift", "Shared/Episode.swift"])
    }

    /// Project files read ahead, on another thread (as the command reads them
    /// while it still lists the Swift files), give the same map and the same
    /// migration as the plain files: an Xcode project, a manifest, a second
    /// path to the same manifest and a project that cannot be read.
    func testDescriptionsReadAheadGiveTheSameMapAndMigration() {
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Kit", targets: [.target(name: "Kit")])
        """
        let settings = [
            ProjectSettingsFile(path: "Podcasts.xcodeproj/project.pbxproj", text: ModuleMapFixtures.podcastsProject),
            ProjectSettingsFile(path: "Kit/Package.swift", text: manifest),
            ProjectSettingsFile(path: "Kit/Sub/../Package.swift", text: manifest),
            ProjectSettingsFile(path: "Broken.xcodeproj/project.pbxproj", text: "{ objects = {"),
        ]
        let model = "import Combine\n\nfinal class Store: ObservableObject {\n    @Published var count = 0\n}\n"
        let view = "import SwiftUI\n\nstruct V: View {\n    @StateObject var store = Store()\n    var body: some View { Text(\"\\(store.count)\") }\n}\n"
        let sources = Self.podcastsFiles.map { path in
            SourceFile(path: path, text: path.hasSuffix("Store.swift") ? model : path.hasSuffix("App.swift") ? view : "")
        } + [SourceFile(path: "Kit/Sources/Kit/Feed.swift", text: model.replacingOccurrences(of: "Store", with: "Feed"))]

        let descriptions = ParallelMap.map(settings, concurrency: 2, ProjectDescription.init)
        let plain = ModuleMap(files: sources.map(\.path), descriptions: settings)
        let readAhead = ModuleMap(files: sources.map(\.path), readDescriptions: descriptions)
        XCTAssertTrue(readAhead.isDescribed)
        XCTAssertEqual(readAhead.unreadableDescriptions, ["Broken.xcodeproj/project.pbxproj"])
        XCTAssertEqual(readAhead.listing(), plain.listing())
        XCTAssertEqual(modules(readAhead, "Kit/Sources/Kit/Feed.swift"), ["Kit (target of Kit/Package.swift)"])

        let migrator = Migrator(configuration: Configuration(scope: .all, concurrency: 2))
        let fromFiles = migrator.migrate(sources, settings: settings)
        let fromDescriptions = migrator.migrate(sources, descriptions: descriptions)
        XCTAssertFalse(fromFiles.changedFiles.isEmpty, "the project must contain work to do")
        XCTAssertEqual(fromDescriptions.files, fromFiles.files)
        XCTAssertEqual(fromDescriptions.findings, fromFiles.findings)
        XCTAssertEqual(fromDescriptions.migratedTypes, fromFiles.migratedTypes)
        XCTAssertEqual(fromDescriptions.modules, fromFiles.modules)
        XCTAssertEqual(fromDescriptions.migratedTypes.filter { $0.hasPrefix("Kit.") }, ["Kit.Feed"])

        // A layout worked out from the paths ahead of the texts gives the same
        // report; one worked out for other paths (a file that could not be
        // read after all) is worked out again for the files handed over.
        let layout = ProjectLayout(paths: sources.map(\.path), descriptions: descriptions)
        let fromLayout = migrator.migrate(sources, layout: layout)
        assertSameReport(fromLayout, fromFiles, "layout ahead")
        let fewer = Array(sources.dropLast())
        let fromStaleLayout = migrator.migrate(fewer, layout: layout)
        let fromFewer = migrator.migrate(fewer, settings: settings)
        assertSameReport(fromStaleLayout, fromFewer, "layout of other paths")
        XCTAssertNotEqual(fromStaleLayout.modules, fromLayout.modules, "the dropped file's module has one file less")

        // A layout still being worked out gives the same reports; it is read
        // only once the files with a trigger word are being analysed.
        for concurrency in [1, 2] {
            let progress = MigrationProgress()
            let progressWhenRead = ProgressRecord()
            let pending = BackgroundWork(concurrency: 1) { () -> ProjectLayout in
                progressWhenRead.record(progress.snapshot)
                return layout
            }
            let fromPending = Migrator(configuration: Configuration(scope: .all, concurrency: concurrency)).migrate(sources, pendingLayout: pending, progress: progress)
            assertSameReport(fromPending, fromFiles, "pending layout, concurrency \(concurrency)")
            XCTAssertEqual(progressWhenRead.values.map(\.scanned), [sources.count], "read once, after every file was scanned for trigger words")
            XCTAssertEqual(progressWhenRead.values.map(\.analysed), [0], "and before any file's facts were collected")
            let fromStalePending = Migrator(configuration: Configuration(scope: .all, concurrency: concurrency))
                .migrate(fewer, pendingLayout: BackgroundWork(concurrency: concurrency) { layout })
            XCTAssertEqual(fromStalePending.files, fromFewer.files)
            XCTAssertEqual(fromStalePending.modules, fromFewer.modules)

            // A layout still under way on another core when the first files are
            // analysed: they are walked without a module and read as their
            // modules' once the round is over, with the same reports.
            let slowProgress = MigrationProgress()
            let slowRead = ProgressRecord()
            let slow = BackgroundWork(concurrency: 2) { () -> ProjectLayout in
                while slowProgress.snapshot.analysed == 0 { usleep(200) }
                slowRead.record(slowProgress.snapshot)
                return layout
            }
            let fromSlow = Migrator(configuration: Configuration(scope: .all, concurrency: concurrency)).migrate(sources, pendingLayout: slow, progress: slowProgress)
            assertSameReport(fromSlow, fromFiles, "layout under way, concurrency \(concurrency)")
            XCTAssertGreaterThan(slowRead.values.first?.analysed ?? 0, 0, "worked out after a file was analysed")
        }
    }

    /// The same project one folder down (a repository holding several apps): paths are
    /// read from the `.xcodeproj`'s folder; another app beside it is undescribed.
    func testProjectInASubfolder() {
        let files = Self.podcastsFiles.map { "Apps/Podcasts/" + $0 } + ["Apps/Weather/WeatherApp.swift"]
        let map = ModuleMap(files: files, descriptions: [
            ProjectSettingsFile(path: "Apps/Podcasts/Podcasts.xcodeproj/project.pbxproj", text: ModuleMapFixtures.podcastsProject),
        ])
        XCTAssertEqual(modules(map, "Apps/Podcasts/Shared/Episode.swift"),
                       ["Podcasts (target of Apps/Podcasts/Podcasts.xcodeproj)", "PodcastsWidgetExtension (target of Apps/Podcasts/Podcasts.xcodeproj)"])
        XCTAssertEqual(modules(map, "Apps/Podcasts/Config/BuildInfo.swift"), ["Podcasts (target of Apps/Podcasts/Podcasts.xcodeproj)"])
        // The common folder is `Apps`: the top-level folders under it name the modules.
        XCTAssertEqual(modules(map, "Apps/Weather/WeatherApp.swift"), ["Weather (folder Apps/Weather)"])
        XCTAssertEqual(modules(map, "Apps/Podcasts/Podcasts/Legacy.swift"), ["Podcasts (folder Apps/Podcasts)"])
    }

    /// A synchronized folder gives its target every file below it but the exceptions
    /// (a folder, a file, a quoted path with a space); an exception set for a target not
    /// linked to the folder adds the file to that target.
    func testSynchronizedFoldersWithExceptionSets() {
        let map = ModuleMap(files: [
            "Notes/NotesApp.swift",
            "Notes/Model/Note.swift",
            "Notes/Model/Folder.swift",
            "Notes/Debug/Inspector.swift",
            "Notes/Preview Content/PreviewData.swift",
            "NotesWidget/NotesWidget.swift",
            "NotesWidget/Provider.swift",
            "NotesTests/NoteTests.swift",
        ], descriptions: [ProjectSettingsFile(path: "Notes.xcodeproj/project.pbxproj", text: ModuleMapFixtures.notesProject)])
        let app = "Notes (target of Notes.xcodeproj)"
        let widget = "NotesWidget (target of Notes.xcodeproj)"
        XCTAssertEqual(modules(map, "Notes/NotesApp.swift"), [app])
        XCTAssertEqual(modules(map, "Notes/Model/Folder.swift"), [app])
        XCTAssertEqual(modules(map, "Notes/Model/Note.swift"), [app, widget])
        XCTAssertEqual(modules(map, "NotesWidget/NotesWidget.swift"), [widget])
        XCTAssertEqual(modules(map, "NotesWidget/Provider.swift"), [widget])
        XCTAssertEqual(modules(map, "NotesTests/NoteTests.swift"), ["NotesTests (test target of Notes.xcodeproj)"])
        XCTAssertEqual(modules(map, "Notes/Debug/Inspector.swift"), ["Notes (folder Notes)"])
        XCTAssertEqual(modules(map, "Notes/Preview Content/PreviewData.swift"), ["Notes (folder Notes)"])
        XCTAssertEqual(map.undescribedFolders, ["Notes"])
    }

    /// `PRODUCT_MODULE_NAME` when literal (the default configuration first), else a literal
    /// `PRODUCT_NAME`, else the target's name; each made an identifier. Unit-test and
    /// UI-test bundles are test targets.
    func testModuleNames() {
        let project = XcodeProjectFixture.synchronized(targets: [
            .init(name: "My App", settings: ["PRODUCT_NAME": "$(TARGET_NAME)"]),
            .init(name: "Kit", productType: "com.apple.product-type.framework", settings: ["PRODUCT_MODULE_NAME": "CoreKit", "PRODUCT_NAME": "$(TARGET_NAME)"]),
            .init(name: "Tool", productType: "com.apple.product-type.tool", settings: ["PRODUCT_NAME": "tool-cli"]),
            .init(name: "9Lives", settings: ["PRODUCT_NAME": "$(TARGET_NAME)"]),
            .init(name: "Flavors", debug: ["PRODUCT_MODULE_NAME": "FlavorsDebug"], release: ["PRODUCT_MODULE_NAME": "Flavors2"]),
            .init(name: "Computed", settings: ["PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "PRODUCT_NAME": "Computed Product"]),
            .init(name: "My AppTests", productType: "com.apple.product-type.bundle.unit-test"),
            .init(name: "My AppUITests", productType: "com.apple.product-type.bundle.ui-testing"),
        ])
        let names = ["My App", "Kit", "Tool", "9Lives", "Flavors", "Computed", "My AppTests", "My AppUITests"]
        let map = ModuleMap(files: names.map { "\($0)/File.swift" },
                            descriptions: [ProjectSettingsFile(path: "Zoo.xcodeproj/project.pbxproj", text: project)])
        XCTAssertEqual(names.map { map.modules(of: "\($0)/File.swift").map(\.name) },
                       [["My_App"], ["CoreKit"], ["tool_cli"], ["_9Lives"], ["Flavors2"], ["Computed_Product"], ["My_AppTests"], ["My_AppUITests"]])
        XCTAssertEqual(names.map { map.modules(of: "\($0)/File.swift").first?.isTest },
                       [false, false, false, false, false, false, true, true])
    }

    /// A file reference with an absolute path matches a file of the run named by that
    /// path; references in other source trees (SDK, build products) match nothing.
    func testAbsoluteAndOtherSourceTrees() {
        let project = XcodeProjectFixture.synchronized(targets: [
            .init(name: "App", settings: [:], synchronized: false, sources: [
                ("/Users/dev/Shared/Log.swift", "\"<absolute>\""),
                ("Generated/Strings.swift", "BUILT_PRODUCTS_DIR"),
                ("App/Main.swift", "SOURCE_ROOT"),
            ]),
        ])
        let map = ModuleMap(files: ["/Users/dev/Shared/Log.swift", "App/Main.swift", "Generated/Strings.swift"],
                            descriptions: [ProjectSettingsFile(path: "App.xcodeproj/project.pbxproj", text: project)])
        XCTAssertEqual(map.modules(of: "/Users/dev/Shared/Log.swift").map(\.name), ["App"])
        XCTAssertEqual(map.modules(of: "App/Main.swift").map(\.name), ["App"])
        XCTAssertEqual(map.modules(of: "Generated/Strings.swift").map(\.description), ["Generated (folder Generated)"])
    }

    /// A package and a project in one repository: each describes its own files.
    func testPackageAndProjectTogether() {
        let map = ModuleMap(files: ["Notes/NotesApp.swift", "NotesKit/Sources/NotesKit/Sync.swift", "NotesKit/Package.swift"], descriptions: [
            ProjectSettingsFile(path: "Notes.xcodeproj/project.pbxproj", text: ModuleMapFixtures.notesProject),
            ProjectSettingsFile(path: "NotesKit/Package.swift", text: """
            // swift-tools-version:5.10
            import PackageDescription
            let package = Package(name: "NotesKit", products: [.library(name: "NotesKit", targets: ["NotesKit"])], targets: [.target(name: "NotesKit")])
            """),
        ])
        XCTAssertEqual(modules(map, "Notes/NotesApp.swift"), ["Notes (target of Notes.xcodeproj)"])
        XCTAssertEqual(modules(map, "NotesKit/Sources/NotesKit/Sync.swift"), ["NotesKit (target of NotesKit/Package.swift)"])
        XCTAssertEqual(map.undescribedFolders, [])
    }

    /// A project that does not parse describes nothing and is named; one that parses but
    /// points nowhere (dangling ids, values of the wrong kind, a group that contains
    /// itself) describes what it can and never traps.
    func testMalformedProjects() {
        let text = ModuleMapFixtures.podcastsProject
        let truncated = String(text.prefix(text.count / 2))
        let unreadable = ModuleMap(files: Self.podcastsFiles, descriptions: [
            ProjectSettingsFile(path: "Podcasts.xcodeproj/project.pbxproj", text: truncated),
            ProjectSettingsFile(path: "Empty.xcodeproj/project.pbxproj", text: ""),
            ProjectSettingsFile(path: "Binary.xcodeproj/project.pbxproj", text: "bplist00\u{1}\u{2}\u{0}"),
            ProjectSettingsFile(path: "Deep.xcodeproj/project.pbxproj", text: String(repeating: "(", count: 100_000)),
            ProjectSettingsFile(path: "Array.xcodeproj/project.pbxproj", text: "( a, b, )"),
            ProjectSettingsFile(path: "NoRoot.xcodeproj/project.pbxproj", text: "{ objects = { }; }"),
        ])
        XCTAssertFalse(unreadable.isDescribed)
        XCTAssertEqual(unreadable.unreadableDescriptions, [
            "Array.xcodeproj/project.pbxproj", "Binary.xcodeproj/project.pbxproj", "Deep.xcodeproj/project.pbxproj",
            "Empty.xcodeproj/project.pbxproj", "NoRoot.xcodeproj/project.pbxproj", "Podcasts.xcodeproj/project.pbxproj",
        ])
        XCTAssertEqual(unreadable.modules.map(\.name), ["Project"])

        let strange = """
        // !$*UTF8*$!
        {
        	objects = {
        		AA0000000000000000000001 = {isa = PBXProject; mainGroup = AA0000000000000000000002; targets = (AA0000000000000000000003, AA00000000000000000000FF, "", (nested), ); };
        		AA0000000000000000000002 = {isa = PBXGroup; children = (AA0000000000000000000002, AA0000000000000000000004, AA0000000000000000000005, AA00000000000000000000FE, ); path = (not, a, string); sourceTree = "<group>"; };
        		AA0000000000000000000004 = {isa = PBXFileReference; path = Main.swift; sourceTree = "<group>"; };
        		AA0000000000000000000005 = {isa = PBXGroup; children = Sub; path = Sub; sourceTree = "<group>"; };
        		AA0000000000000000000003 = {isa = PBXNativeTarget; name = App; buildPhases = (AA0000000000000000000006, AA0000000000000000000007, {isa = PBXSourcesBuildPhase;}, ); buildConfigurationList = AA00000000000000000000FD; fileSystemSynchronizedGroups = AA0000000000000000000002; };
        		AA0000000000000000000006 = {isa = PBXSourcesBuildPhase; files = (AA0000000000000000000008, AA00000000000000000000FC, AA0000000000000000000009, ); };
        		AA0000000000000000000007 = {isa = PBXSourcesBuildPhase; files = AA0000000000000000000008; };
        		AA0000000000000000000008 = {isa = PBXBuildFile; fileRef = AA0000000000000000000004; };
        		AA0000000000000000000009 = {isa = PBXBuildFile; fileRef = (AA0000000000000000000004); };
        	};
        	rootObject = AA0000000000000000000001;
        }
        """
        let map = ModuleMap(files: ["Main.swift", "Other.swift"], descriptions: [ProjectSettingsFile(path: "Strange.xcodeproj/project.pbxproj", text: strange)])
        XCTAssertEqual(map.unreadableDescriptions, [])
        XCTAssertEqual(map.modules(of: "Main.swift").map(\.name), ["App"])
        XCTAssertEqual(map.modules(of: "Other.swift").map(\.description), ["Root (folder .)"])
    }
}

/// Builds a `project.pbxproj` as Xcode 16 writes it: one native target per entry, each
/// with its folder as a file-system-synchronized group (or, with `synchronized: false`,
/// the given file references in its sources phase) and a Debug and a Release configuration.
enum XcodeProjectFixture {
    struct Target {
        var name: String
        var productType = "com.apple.product-type.application"
        var debug: [String: String]
        var release: [String: String]
        var synchronized = true
        /// Path and `sourceTree` (as written, quoted if needed) of each file reference in the sources phase.
        var sources: [(path: String, sourceTree: String)] = []

        init(name: String, productType: String = "com.apple.product-type.application", settings: [String: String] = [:],
             synchronized: Bool = true, sources: [(path: String, sourceTree: String)] = []) {
            self.init(name: name, productType: productType, debug: settings, release: settings, synchronized: synchronized, sources: sources)
        }

        init(name: String, productType: String = "com.apple.product-type.application", debug: [String: String], release: [String: String],
             synchronized: Bool = true, sources: [(path: String, sourceTree: String)] = []) {
            self.name = name
            self.productType = productType
            self.debug = debug
            self.release = release
            self.synchronized = synchronized
            self.sources = sources
        }
    }

    /// A 24-digit object id, as Xcode makes them.
    static func id(_ number: Int) -> String {
        let hex = String(number, radix: 16, uppercase: true)
        return "5E0F1C2B" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A value quoted when it holds anything but letters, digits, `_`, `.` and `/`.
    static func quote(_ value: String) -> String {
        let plain = !value.isEmpty && value.allSatisfy { $0.isLetter || $0.isNumber || "_./".contains($0) }
        return plain ? value : "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func synchronized(targets: [Target]) -> String {
        var next = 0x100
        func make() -> String { next += 1; return id(next) }
        let project = make(), mainGroup = make(), projectList = make(), projectDebug = make(), projectRelease = make()
        var fileReferences: [String] = [], buildFiles: [String] = [], groups: [String] = [], nativeTargets: [String] = []
        var phases: [String] = [], configurations: [String] = [], lists: [String] = []
        var mainChildren: [String] = [], targetIDs: [String] = []
        for target in targets {
            let targetID = make(), sourcesPhase = make(), list = make(), debug = make(), release = make()
            targetIDs.append("\t\t\t\t\(targetID) /* \(target.name) */,")
            var phaseFiles: [String] = []
            for source in target.sources {
                let reference = make(), buildFile = make()
                let name = source.path.split(separator: "/").last.map(String.init) ?? source.path
                fileReferences.append("\t\t\(reference) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = \(quote(name)); path = \(quote(source.path)); sourceTree = \(source.sourceTree); };")
                buildFiles.append("\t\t\(buildFile) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(name) */; };")
                phaseFiles.append("\t\t\t\t\(buildFile) /* \(name) in Sources */,")
                mainChildren.append("\t\t\t\t\(reference) /* \(name) */,")
            }
            var synchronizedGroups = ""
            if target.synchronized {
                let folder = make()
                groups.append("""
                \t\t\(folder) /* \(target.name) */ = {
                \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
                \t\t\tpath = \(quote(target.name));
                \t\t\tsourceTree = "<group>";
                \t\t};
                """)
                mainChildren.append("\t\t\t\t\(folder) /* \(target.name) */,")
                synchronizedGroups = "\n\t\t\tfileSystemSynchronizedGroups = (\n\t\t\t\t\(folder) /* \(target.name) */,\n\t\t\t);"
            }
            nativeTargets.append("""
            \t\t\(targetID) /* \(target.name) */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = \(list) /* Build configuration list for PBXNativeTarget "\(target.name)" */;
            \t\t\tbuildPhases = (
            \t\t\t\t\(sourcesPhase) /* Sources */,
            \t\t\t);
            \t\t\tbuildRules = (
            \t\t\t);
            \t\t\tdependencies = (
            \t\t\t);\(synchronizedGroups)
            \t\t\tname = \(quote(target.name));
            \t\t\tpackageProductDependencies = (
            \t\t\t);
            \t\t\tproductName = \(quote(target.name));
            \t\t\tproductType = \(quote(target.productType));
            \t\t};
            """)
            phases.append("""
            \t\t\(sourcesPhase) /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tbuildActionMask = 2147483647;
            \t\t\tfiles = (
            \(phaseFiles.joined(separator: "\n"))
            \t\t\t);
            \t\t\trunOnlyForDeploymentPostprocessing = 0;
            \t\t};
            """)
            for (configuration, name, settings) in [(debug, "Debug", target.debug), (release, "Release", target.release)] {
                let lines = settings.keys.sorted().map { "\t\t\t\t\($0) = \(quote(settings[$0] ?? ""));" }
                configurations.append("""
                \t\t\(configuration) /* \(name) */ = {
                \t\t\tisa = XCBuildConfiguration;
                \t\t\tbuildSettings = {
                \t\t\t\tCODE_SIGN_STYLE = Automatic;
                \(lines.joined(separator: "\n"))
                \t\t\t\tSWIFT_VERSION = 6.0;
                \t\t\t};
                \t\t\tname = \(name);
                \t\t};
                """)
            }
            lists.append("""
            \t\t\(list) /* Build configuration list for PBXNativeTarget "\(target.name)" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\t\(debug) /* Debug */,
            \t\t\t\t\(release) /* Release */,
            \t\t\t);
            \t\t\tdefaultConfigurationIsVisible = 0;
            \t\t\tdefaultConfigurationName = Release;
            \t\t};
            """)
        }
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \(buildFiles.joined(separator: "\n"))
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \(fileReferences.joined(separator: "\n"))
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \(groups.joined(separator: "\n"))
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        \t\t\(mainGroup) = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \(mainChildren.joined(separator: "\n"))
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \(nativeTargets.joined(separator: "\n"))
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\t\(project) /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = \(projectList) /* Build configuration list for PBXProject "Zoo" */;
        \t\t\tdevelopmentRegion = en;
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t);
        \t\t\tmainGroup = \(mainGroup);
        \t\t\tminimizedProjectReferenceProxies = 1;
        \t\t\tpreferredProjectObjectVersion = 77;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \(targetIDs.joined(separator: "\n"))
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \(phases.joined(separator: "\n"))
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\t\(projectDebug) /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\t\(projectRelease) /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \(configurations.joined(separator: "\n"))
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\t\(projectList) /* Build configuration list for PBXProject "Zoo" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t\(projectDebug) /* Debug */,
        \t\t\t\t\(projectRelease) /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \(lists.joined(separator: "\n"))
        /* End XCConfigurationList section */
        \t};
        \trootObject = \(project) /* Project object */;
        }

        """
    }
}

/// The progress a pending layout saw when it was worked out, from any thread.
/// The files, findings, migrated types and modules of two reports are the same.
private func assertSameReport(_ report: MigrationReport, _ expected: MigrationReport, _ message: String,
                              file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(report.files, expected.files, message, file: file, line: line)
    XCTAssertEqual(report.findings, expected.findings, message, file: file, line: line)
    XCTAssertEqual(report.migratedTypes, expected.migratedTypes, message, file: file, line: line)
    XCTAssertEqual(report.modules, expected.modules, message, file: file, line: line)
}

private final class ProgressRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [MigrationProgress.Snapshot] = []
    var values: [MigrationProgress.Snapshot] { lock.withLock { seen } }
    func record(_ value: MigrationProgress.Snapshot) { lock.withLock { seen.append(value) } }
}
