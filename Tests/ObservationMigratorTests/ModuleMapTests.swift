@testable import ObservationMigrator
import XCTest

/// The module map read from `Package.swift` manifests, for files no description
/// covers, and for runs without any description. Xcode projects are in
/// `ModuleMapXcodeTests`, the property-list parser in `ModuleMapPropertyListTests`.
final class ModuleMapTests: XCTestCase {
    /// Each module of a path as the listing names it: `App (target of Package.swift)`.
    func modules(_ map: ModuleMap, _ path: String) -> [String] {
        map.modules(of: path).map(\.description)
    }

    func manifest(_ text: String) -> ProjectSettingsFile {
        ProjectSettingsFile(path: "Package.swift", text: text)
    }

    func manifest(at path: String, _ text: String) -> ProjectSettingsFile {
        ProjectSettingsFile(path: path, text: text)
    }

    static let podcastKitManifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let sharedDependencies: [Target.Dependency] = [.target(name: "Helpers")]

    let package = Package(
        name: "PodcastKit",
        platforms: [.iOS(.v17), .macOS(.v14)],
        products: [
            .library(name: "PodcastKit", targets: ["PodcastKit"]),
            .executable(name: "podcast-cli", targets: ["podcast-cli"]),
        ],
        dependencies: [
            .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
        ],
        targets: [
            .target(
                name: "PodcastKit",
                dependencies: [.product(name: "Collections", package: "swift-collections")],
                resources: [.process("Resources")]
            ),
            .executableTarget(
                name: "podcast-cli",
                dependencies: ["PodcastKit", .target(name: "Helpers", condition: .when(platforms: [.macOS]))]
            ),
            .testTarget(
                name: "PodcastKitTests",
                dependencies: ["PodcastKit"] + sharedDependencies
            ),
        ]
    )

    """

    /// Two targets and a test target at SwiftPM's default paths; the manifest is its own
    /// module; a folder no target covers is a folder module; target dependencies written
    /// `.target(name:)` declare nothing.
    func testPackageTargetsAtDefaultPaths() {
        let map = ModuleMap(files: [
            "Package.swift",
            "Sources/PodcastKit/Feed.swift",
            "Sources/PodcastKit/Parsing/Parser.swift",
            "Sources/podcast-cli/main.swift",
            "Sources/Helpers/Util.swift",
            "Tests/PodcastKitTests/FeedTests.swift",
            "Scripts/release.swift",
        ], descriptions: [manifest(Self.podcastKitManifest)])

        XCTAssertTrue(map.isDescribed)
        XCTAssertEqual(modules(map, "Sources/PodcastKit/Feed.swift"), ["PodcastKit (target of Package.swift)"])
        XCTAssertEqual(modules(map, "Sources/PodcastKit/Parsing/Parser.swift"), ["PodcastKit (target of Package.swift)"])
        XCTAssertEqual(modules(map, "Sources/podcast-cli/main.swift"), ["podcast_cli (target of Package.swift)"])
        XCTAssertEqual(modules(map, "Tests/PodcastKitTests/FeedTests.swift"), ["PodcastKitTests (test target of Package.swift)"])
        XCTAssertEqual(modules(map, "Package.swift"), ["Package (package manifest Package.swift)"])
        // `Helpers` is only ever a dependency here, never declared.
        XCTAssertEqual(modules(map, "Sources/Helpers/Util.swift"), ["Sources (folder Sources)"])
        XCTAssertEqual(modules(map, "Scripts/release.swift"), ["Scripts (folder Scripts)"])
        XCTAssertEqual(map.undescribedFolders, ["Scripts", "Sources"])
        XCTAssertEqual(map.modules.map(\.name), ["Package", "PodcastKit", "PodcastKitTests", "Scripts", "Sources", "podcast_cli"])
        XCTAssertEqual(map.modules.first { $0.name == "PodcastKitTests" }?.isTest, true)
        XCTAssertEqual(map.modules.first { $0.name == "PodcastKit" }?.origin, .package(manifest: "Package.swift"))
        XCTAssertEqual(map.files(of: ModuleMap.Module(name: "PodcastKit", origin: .package(manifest: "Package.swift"))),
                       ["Sources/PodcastKit/Feed.swift", "Sources/PodcastKit/Parsing/Parser.swift"])
        XCTAssertEqual(map.unreadableDescriptions, [])
    }

    /// SwiftPM's other predefined folders (`Source`, `src`, `srcs`), and `Sources/` for
    /// tests when there is no `Tests/` folder for them.
    func testPackageAlternativeDefaultFolders() {
        let map = ModuleMap(files: [
            "src/Engine/Engine.swift",
            "Source/Shell/Shell.swift",
            "Sources/EngineTests/EngineTests.swift",
        ], descriptions: [manifest("""
        // swift-tools-version:5.7
        import PackageDescription

        let package = Package(
            name: "Engine",
            targets: [
                .target(name: "Engine"),
                .executableTarget(name: "Shell", dependencies: ["Engine"]),
                .testTarget(name: "EngineTests", dependencies: ["Engine"]),
            ]
        )
        """)])
        XCTAssertEqual(modules(map, "src/Engine/Engine.swift"), ["Engine (target of Package.swift)"])
        XCTAssertEqual(modules(map, "Source/Shell/Shell.swift"), ["Shell (target of Package.swift)"])
        XCTAssertEqual(modules(map, "Sources/EngineTests/EngineTests.swift"), ["EngineTests (test target of Package.swift)"])
    }

    /// `path:` (from the package's folder), `sources:` (only these files and folders)
    /// and `exclude:` (not these), all relative to the target's folder; a plugin is a
    /// module under `Plugins/<name>`; a macro target under `Sources/<name>`.
    func testPackageExplicitPathsSourcesAndExcludes() {
        let map = ModuleMap(files: [
            "Code/Core/Model.swift",
            "Code/Core/Generated/New.swift",
            "Code/Core/Generated/Old.swift",
            "Code/Core/Legacy/OldModel.swift",
            "Code/UI/Views/Row.swift",
            "Code/UI/Views/Detail/DetailView.swift",
            "Code/UI/Theme.swift",
            "Code/UI/Preview.swift",
            "Checks/CoreTests/ModelTests.swift",
            "Plugins/Lint/plugin.swift",
            "Sources/CoreMacros/StoreMacro.swift",
        ], descriptions: [manifest("""
        // swift-tools-version:5.9
        import CompilerPluginSupport
        import PackageDescription

        let package = Package(
            name: "Store",
            targets: [
                .target(
                    name: "Core",
                    dependencies: ["CoreMacros"],
                    path: "Code/Core",
                    exclude: ["Legacy", "Generated/Old.swift"]
                ),
                .target(name: "UI", dependencies: ["Core"], path: "Code/UI/", sources: ["Views", "./Theme.swift"]),
                .testTarget(name: "CoreTests", dependencies: ["Core"], path: "Checks/CoreTests"),
                .plugin(name: "Lint", capability: .buildTool()),
                .macro(
                    name: "CoreMacros",
                    dependencies: [.product(name: "SwiftCompilerPlugin", package: "swift-syntax")]
                ),
            ]
        )
        """)])
        XCTAssertEqual(modules(map, "Code/Core/Model.swift"), ["Core (target of Package.swift)"])
        XCTAssertEqual(modules(map, "Code/Core/Generated/New.swift"), ["Core (target of Package.swift)"])
        XCTAssertEqual(modules(map, "Code/Core/Generated/Old.swift"), ["Code (folder Code)"])
        XCTAssertEqual(modules(map, "Code/Core/Legacy/OldModel.swift"), ["Code (folder Code)"])
        XCTAssertEqual(modules(map, "Code/UI/Views/Row.swift"), ["UI (target of Package.swift)"])
        XCTAssertEqual(modules(map, "Code/UI/Views/Detail/DetailView.swift"), ["UI (target of Package.swift)"])
        XCTAssertEqual(modules(map, "Code/UI/Theme.swift"), ["UI (target of Package.swift)"])
        XCTAssertEqual(modules(map, "Code/UI/Preview.swift"), ["Code (folder Code)"])
        XCTAssertEqual(modules(map, "Checks/CoreTests/ModelTests.swift"), ["CoreTests (test target of Package.swift)"])
        XCTAssertEqual(modules(map, "Plugins/Lint/plugin.swift"), ["Lint (target of Package.swift)"])
        XCTAssertEqual(modules(map, "Sources/CoreMacros/StoreMacro.swift"), ["CoreMacros (target of Package.swift)"])
        XCTAssertEqual(map.undescribedFolders, ["Code"])
    }

    /// A package inside another owns its folder: the outer target (here the whole
    /// package folder, `path: "."`) does not reach into it.
    func testNestedPackageOwnsItsFolder() {
        let map = ModuleMap(files: [
            "Package.swift",
            "App.swift",
            "Views/Home.swift",
            "Packages/Networking/Package.swift",
            "Packages/Networking/Sources/Networking/Client.swift",
            "Packages/Networking/Tests/NetworkingTests/ClientTests.swift",
            "Packages/Networking/Examples/Demo.swift",
        ], descriptions: [
            manifest("""
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "Packages/Networking")],
                targets: [
                    .executableTarget(name: "App", dependencies: [.product(name: "Networking", package: "Networking")], path: "."),
                ]
            )
            """),
            manifest(at: "Packages/Networking/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Networking",
                products: [.library(name: "Networking", targets: ["Networking"])],
                targets: [
                    .target(name: "Networking"),
                    .testTarget(name: "NetworkingTests", dependencies: ["Networking"]),
                ]
            )
            """),
        ])
        XCTAssertEqual(modules(map, "App.swift"), ["App (target of Package.swift)"])
        XCTAssertEqual(modules(map, "Views/Home.swift"), ["App (target of Package.swift)"])
        XCTAssertEqual(modules(map, "Package.swift"), ["Package (package manifest Package.swift)"])
        XCTAssertEqual(modules(map, "Packages/Networking/Sources/Networking/Client.swift"),
                       ["Networking (target of Packages/Networking/Package.swift)"])
        XCTAssertEqual(modules(map, "Packages/Networking/Tests/NetworkingTests/ClientTests.swift"),
                       ["NetworkingTests (test target of Packages/Networking/Package.swift)"])
        XCTAssertEqual(modules(map, "Packages/Networking/Package.swift"),
                       ["Package (package manifest Packages/Networking/Package.swift)"])
        // In the nested package but in none of its targets: not the outer `App` either.
        XCTAssertEqual(modules(map, "Packages/Networking/Examples/Demo.swift"), ["Packages (folder Packages)"])
    }

    /// `./`, doubled slashes and `..` are resolved before matching; absolute runs match
    /// absolute manifests; `modules(of:)` accepts any spelling of a run's path.
    func testPathsAreNormalised() {
        let text = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [.target(name: "App")])
        """
        let relative = ModuleMap(files: ["./Sources/App/A.swift", "Sources//App/B.swift", "Sources/Other/../App/C.swift"],
                                 descriptions: [manifest(at: "./Package.swift", text)])
        XCTAssertEqual(modules(relative, "./Sources/App/A.swift"), ["App (target of ./Package.swift)"])
        XCTAssertEqual(modules(relative, "Sources/App/../App/B.swift"), ["App (target of ./Package.swift)"])
        XCTAssertEqual(modules(relative, "Sources/App/C.swift"), ["App (target of ./Package.swift)"])
        // The file keeps the display path it was given.
        let app = relative.modules[0]
        XCTAssertEqual(relative.files(of: app), ["./Sources/App/A.swift", "Sources//App/B.swift", "Sources/Other/../App/C.swift"])

        // One manifest handed over twice, under two spellings, is read once.
        let twice = ModuleMap(files: ["Sources/App/A.swift"], descriptions: [manifest(text), manifest(at: "./Package.swift", text)])
        XCTAssertEqual(modules(twice, "Sources/App/A.swift"), ["App (target of ./Package.swift)"])

        let absolute = ModuleMap(files: ["/home/dev/Podcasts/Sources/App/A.swift", "/home/dev/Podcasts/Tools/lint.swift"],
                                 descriptions: [manifest(at: "/home/dev/Podcasts/Package.swift", text)])
        XCTAssertEqual(modules(absolute, "/home/dev/Podcasts/Sources/App/A.swift"), ["App (target of /home/dev/Podcasts/Package.swift)"])
        XCTAssertEqual(modules(absolute, "/home/dev/Podcasts/Tools/lint.swift"), ["Tools (folder /home/dev/Podcasts/Tools)"])
        XCTAssertEqual(absolute.undescribedFolders, ["/home/dev/Podcasts/Tools"])
    }

    /// Normalising: the paths most runs give are returned as they are, the others rewritten.
    func testNormalisedPathSpellings() {
        let expected = [
            "Sources/App/A.swift": "Sources/App/A.swift", "/abs/A.swift": "/abs/A.swift", "": "", "/": "/",
            "a//b": "a/b", "//a": "/a", "a/": "a", "./a": "a", "a/./b": "a/b", "a/.": "a", ".": "",
            "a/..": "", "../a": "../a", "..": "..", "/a/../..": "/", "a/b/../../../c": "../c",
            ".hidden/a": ".hidden/a", "a/.b": "a/.b", "a/..b": "a/..b", "...": "...", "a/...": "a/...", "a/b..": "a/b..",
        ]
        for (path, normalised) in expected {
            XCTAssertEqual(ModulePath.normalize(path), normalised, path)
        }
    }

    /// Xcode targets find their files through folders as well as file by file;
    /// the same answer as asking every path. The index holds only the folders
    /// it is built for: a membership with another folder finds none of its
    /// files there (the control).
    func testMembershipFoundThroughTheFolderIndex() {
        let paths = ["A.swift", "App/B.swift", "App/Sub/C.swift", "App/Excluded/D.swift", "Apple/E.swift", "/abs/F.swift", "../up/G.swift"]
        let memberships = [
            ModuleMembership(files: ["A.swift", "Missing.swift"], folders: [.init(path: "App", excluded: ["App/Excluded"])]),
            ModuleMembership(files: [], folders: [.init(path: "", excluded: ["App/Sub"])]),
            ModuleMembership(files: [], folders: [.init(path: "/", excluded: [])]),
            ModuleMembership(files: [], folders: [.init(path: "..", excluded: [])]),
            ModuleMembership(files: [], folders: [.init(path: "App/B.swift", excluded: [])]),
            ModuleMembership(files: [], folders: [.init(path: "App/Sub", excluded: []), .init(path: "../up", excluded: [])]),
        ]
        let index = ModuleMembership.PathIndex(paths, for: memberships)
        for membership in memberships {
            XCTAssertEqual(membership.members(in: index), Set(paths.filter(membership.contains)), "\(membership)")
        }
        XCTAssertEqual(memberships[0].members(in: index), ["A.swift", "App/B.swift", "App/Sub/C.swift"])
        XCTAssertEqual(index.byFolder.keys.sorted(), ["", "..", "../up", "/", "App", "App/B.swift", "App/Sub"])
        let unasked = ModuleMembership(files: [], folders: [.init(path: "Apple", excluded: [])])
        XCTAssertEqual(unasked.members(in: index), [])
        XCTAssertEqual(unasked.members(in: ModuleMembership.PathIndex(paths, for: [unasked])), ["Apple/E.swift"])
    }

    /// Folders and names are found from the bytes, with the answers of
    /// comparing characters: a name spelt with a decomposed accent, a Kelvin
    /// sign for `K` (canonically the same), a `/` a combining mark joins. The
    /// references are the character-wise readings; the folder index agrees
    /// with asking every path. Control: the reference tells the spellings
    /// apart from their bytes' readings where they differ.
    func testPathsReadAsBytesAnswerAsCharacters() {
        func parent(_ path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "" }
            return slash == path.startIndex ? "/" : String(path[..<slash])
        }
        func lastComponent(_ path: String) -> String {
            path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        }
        func isInside(_ path: String, _ folder: String) -> Bool {
            if folder.isEmpty { return !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../") }
            if folder == "/" { return path.hasPrefix("/") }
            return path == folder || (path.hasPrefix(folder) && path.dropFirst(folder.count).first == "/")
        }
        let decomposed = "Cafe\u{301}", kelvin = "\u{212A}it"
        let paths = [
            "App/A.swift", "Apple/B.swift", "App", "/abs/C.swift", "Café/D.swift", "\(decomposed)/E.swift", "Kit/F.swift",
            "\(kelvin)/G.swift", "App/\u{301}H.swift", "App/\u{301}", "Café", decomposed, "Cafe/I.swift", "Caf/J.swift", "a/b/c", "",
        ]
        for path in paths {
            XCTAssertEqual(ModulePath.parent(path), parent(path), path)
            XCTAssertEqual(ModulePath.lastComponent(path), lastComponent(path), path)
            for folder in ["App", "Café", decomposed, "Kit", kelvin, "Cafe", "Caf", "a/b", "", "/", "/abs", "App/\u{301}H.swift"] {
                XCTAssertEqual(ModulePath.isInside(path, folder), isInside(path, folder), "\(path) in \(folder)")
            }
        }
        // Canonically equivalent folders hold each other's files, whatever their bytes.
        XCTAssertTrue(ModulePath.isInside("\(decomposed)/E.swift", "Café"))
        XCTAssertTrue(ModulePath.isInside("\(kelvin)/G.swift", "Kit"))
        XCTAssertEqual(ModulePath.parent("App/\u{301}H.swift"), "", "a `/` a combining mark joins is no separator")
        XCTAssertNotEqual(Array(decomposed.utf8), Array("Café".utf8), "control: the spellings differ in bytes")
        let memberships = [
            ModuleMembership(files: [], folders: [.init(path: "Café", excluded: [])]),
            ModuleMembership(files: [], folders: [.init(path: "Kit", excluded: [])]),
            ModuleMembership(files: [], folders: [.init(path: "App", excluded: [])]),
        ]
        // The index splits paths at every `/` byte, the one a combining mark joins too.
        let indexed = paths.filter { !$0.contains("/\u{301}") }
        let index = ModuleMembership.PathIndex(indexed, for: memberships)
        for membership in memberships {
            XCTAssertEqual(membership.members(in: index), Set(indexed.filter(membership.contains)), "\(membership)")
        }
        XCTAssertEqual(memberships[1].members(in: index), ["Kit/F.swift", "\(kelvin)/G.swift"])
        // Only ASCII folders asked: their lengths rule folders out, not those of a path that is not ASCII.
        XCTAssertEqual(memberships[1].members(in: ModuleMembership.PathIndex(indexed, for: [memberships[1]])), ["Kit/F.swift", "\(kelvin)/G.swift"])
    }

    /// Without any description every file, whatever its folder, is in one module:
    /// the run behaves as before modules existed.
    func testNoDescriptionsMakeOneModule() {
        let map = ModuleMap(files: ["Sources/Model.swift", "Views/ContentView.swift", "main.swift"], descriptions: [])
        XCTAssertFalse(map.isDescribed)
        XCTAssertEqual(map.modules.count, 1)
        XCTAssertEqual(map.modules.first?.name, "Project")
        XCTAssertEqual(map.modules.first?.origin, .folder("."))
        for path in ["Sources/Model.swift", "Views/ContentView.swift", "main.swift", "Elsewhere/New.swift"] {
            XCTAssertEqual(map.modules(of: path).map(\.name), ["Project"], path)
        }
        XCTAssertEqual(map.undescribedFolders, [])
        XCTAssertEqual(map.listing(), """
        No Package.swift or Xcode project describes these files: they form one module.
        Project (folder .)
          Sources/Model.swift
          Views/ContentView.swift
          main.swift

        """)
        XCTAssertEqual(ModuleMap(files: [], descriptions: []).modules, [])
        XCTAssertEqual(ModuleMap(files: [], descriptions: []).modules(of: "A.swift").map(\.name), ["Project"])
    }

    /// A manifest whose targets hold none of the run's files describes nothing: still one
    /// module, the manifest included.
    func testManifestDescribingNoFileMakesOneModule() {
        let map = ModuleMap(files: ["Package.swift", "App/Model.swift"], descriptions: [manifest("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Tool", targets: [.executableTarget(name: "Tool")])
        """)])
        XCTAssertFalse(map.isDescribed)
        XCTAssertEqual(map.modules(of: "Package.swift").map(\.name), ["Project"])
        XCTAssertEqual(map.modules(of: "App/Model.swift").map(\.name), ["Project"])
    }

    /// Files directly in the run's common folder form the `Root` module; each other
    /// top-level folder its own.
    func testUndescribedRootFilesAndFolders() {
        let map = ModuleMap(files: [
            "main.swift",
            "Tools/gen.swift",
            "Tools/Templates/Model.swift",
            "Kit/Package.swift",
            "Kit/Sources/Kit/Kit.swift",
        ], descriptions: [manifest(at: "Kit/Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Kit", targets: [.target(name: "Kit")])
        """)])
        XCTAssertEqual(modules(map, "main.swift"), ["Root (folder .)"])
        XCTAssertEqual(modules(map, "Tools/gen.swift"), ["Tools (folder Tools)"])
        XCTAssertEqual(modules(map, "Tools/Templates/Model.swift"), ["Tools (folder Tools)"])
        XCTAssertEqual(modules(map, "Kit/Sources/Kit/Kit.swift"), ["Kit (target of Kit/Package.swift)"])
        XCTAssertEqual(map.undescribedFolders, [".", "Tools"])
        // A path outside the run gets the module it would get undescribed, never none.
        XCTAssertEqual(modules(map, "Other/New.swift"), ["Other (folder Other)"])
        XCTAssertEqual(modules(map, "New.swift"), ["Root (folder .)"])
    }

    /// Version-specific manifests beside `Package.swift` belong to the manifest's module.
    func testVersionSpecificManifestIsTheManifestModule() {
        let text = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [.target(name: "App")])
        """
        let map = ModuleMap(files: ["Package.swift", "Package@swift-5.9.swift", "Sources/App/App.swift"],
                            descriptions: [manifest(text)])
        XCTAssertEqual(modules(map, "Package@swift-5.9.swift"), ["Package (package manifest Package.swift)"])
        XCTAssertEqual(map.files(of: map.modules(of: "Package.swift")[0]), ["Package.swift", "Package@swift-5.9.swift"])
    }

    /// A manifest that does not parse describes nothing and is named; targets whose name
    /// is not a literal, and arguments of the wrong shape, are skipped without harm.
    func testMalformedManifests() {
        let broken = ModuleMap(files: ["Sources/App/App.swift", "Lib/Sources/Lib/Lib.swift"], descriptions: [
            manifest("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [.target(name: "App"
            """),
            manifest(at: "Lib/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let name = "Lib"
            let excluded = ["Old"]
            let package = Package(name: name, targets: [
                .target(name: name),
                .target(),
                .target(name: 42, path: nil),
                .target(name: "Lib", path: 7, sources: excluded, exclude: [1, "Old", excluded[0]]),
                .target(name: "Lib", path: "Elsewhere"),
            ])
            """),
            manifest(at: "Empty/Package.swift", ""),
        ])
        XCTAssertEqual(broken.unreadableDescriptions, ["Package.swift"])
        XCTAssertTrue(broken.isDescribed)
        XCTAssertEqual(modules(broken, "Sources/App/App.swift"), ["Sources (folder Sources)"])
        // The first declaration named `Lib` wins; its `path: 7` and `sources: excluded` say nothing.
        XCTAssertEqual(modules(broken, "Lib/Sources/Lib/Lib.swift"), ["Lib (target of Lib/Package.swift)"])
        XCTAssertTrue(broken.listing().hasPrefix("Package.swift: cannot be read; it describes no module\n"), broken.listing())
    }

    /// The listing names every module with its origin and its files.
    func testListing() {
        let map = ModuleMap(files: [
            "Package.swift",
            "Sources/PodcastKit/Feed.swift",
            "Sources/podcast-cli/main.swift",
            "Tests/PodcastKitTests/FeedTests.swift",
            "Scripts/release.swift",
        ], descriptions: [manifest(Self.podcastKitManifest)])
        XCTAssertEqual(map.listing(), """
        Package (package manifest Package.swift)
          Package.swift
        PodcastKit (target of Package.swift)
          Sources/PodcastKit/Feed.swift
        PodcastKitTests (test target of Package.swift)
          Tests/PodcastKitTests/FeedTests.swift
        Scripts (folder Scripts, described by no package or project)
          Scripts/release.swift
        podcast_cli (target of Package.swift)
          Sources/podcast-cli/main.swift

        """)
    }

    /// The order descriptions and files come in changes nothing.
    func testOrderDoesNotMatter() {
        let files = ["Package.swift", "Sources/PodcastKit/Feed.swift", "Scripts/release.swift", "Kit/Package.swift", "Kit/Sources/Kit/Kit.swift"]
        let descriptions = [manifest(Self.podcastKitManifest), manifest(at: "Kit/Package.swift", """
        import PackageDescription
        let package = Package(name: "Kit", targets: [.target(name: "Kit")])
        """)]
        XCTAssertEqual(ModuleMap(files: files, descriptions: descriptions),
                       ModuleMap(files: files.reversed(), descriptions: descriptions.reversed()))
    }
}

/// `--list-modules` on a project on disk.
final class ModuleMapCommandLineTests: XCTestCase {
    func testListModulesPrintsTheMap() throws {
        let project = try TemporaryProject(files: [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [.target(name: "App"), .testTarget(name: "AppTests", dependencies: ["App"])])
            """,
            "Sources/App/Model.swift": "final class Model {}\n",
            "Tests/AppTests/ModelTests.swift": "import XCTest\n",
            "Scripts/gen.swift": "print(1)\n",
        ])
        let result = try ToolRunner.run(["--list-modules"], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
        App (target of Package.swift)
          Sources/App/Model.swift
        AppTests (test target of Package.swift)
          Tests/AppTests/ModelTests.swift
        Package (package manifest Package.swift)
          Package.swift
        Scripts (folder Scripts, described by no package or project)
          Scripts/gen.swift

        """)
        // Nothing was migrated or written.
        XCTAssertEqual(try project.read("Sources/App/Model.swift"), "final class Model {}\n")
    }
}
