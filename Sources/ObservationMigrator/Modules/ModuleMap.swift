/// Which module(s) each Swift file of the project belongs to, read from the
/// project's descriptions: every `Package.swift` (see `PackageManifestReader`)
/// and every `*.xcodeproj/project.pbxproj` (see `XcodeProjectReader`). Built from
/// paths and texts the caller hands over; nothing is read from disk.
///
/// - A file one or more targets compile belongs to each of those modules (a file
///   shared by an app and its widget is in both).
/// - A package's folder is its own: a `Package.swift` in a subfolder of another
///   package (a nested package) owns that subtree, and the outer package's
///   targets never claim files there. A manifest that cannot be read describes
///   nothing but still marks its folder as a package of its own.
/// - A `Package.swift` (and a `Package@swift-….swift` beside it) is a module of
///   its own named `Package`, with origin `.manifest`: its code is built apart
///   from every target.
/// - Files no description claims are grouped by *top-level folder*: the first
///   path component under the common folder of all the run's files (`Scripts`
///   for `Scripts/gen.swift`). Files directly in that common folder form one
///   module named `Root`. These modules have origin `.folder` and are listed in
///   `undescribedFolders`.
/// - When no description claims any file (a loose folder of Swift files, a
///   manifest that declares no target found here), every file is in one module
///   named `Project` and `isDescribed` is false: the run behaves as one module.
///
/// Paths are matched after normalisation (`./`, `.` and `..` components, doubled
/// slashes), relative to the same folder as the display paths: a description
/// given as `MyApp.xcodeproj/project.pbxproj` describes `MyApp/App.swift`, one
/// given as `/abs/MyApp.xcodeproj/project.pbxproj` describes `/abs/MyApp/App.swift`.
public struct ModuleMap: Sendable, Equatable {
    /// A Swift module: a target of a package or Xcode project, a package
    /// manifest, or a folder no description covers.
    public struct Module: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// Where a module comes from; each names the description (or folder) by its display path.
        public enum Origin: Sendable, Hashable {
            /// A target of the `Package.swift` at this path.
            case package(manifest: String)
            /// A target of this `.xcodeproj` (the project folder's path, not its `project.pbxproj`).
            case xcodeProject(project: String)
            /// The files of this folder that no description covers (`.` for the run's common folder when relative).
            case folder(String)
            /// The manifest `Package.swift` at this path itself (and its `Package@swift-….swift` variants).
            case manifest(String)

            /// The path the origin names.
            public var path: String {
                switch self {
                case .package(let path), .xcodeProject(let path), .folder(let path), .manifest(let path): path
                }
            }

            fileprivate var rank: Int {
                switch self {
                case .package: 0
                case .xcodeProject: 1
                case .manifest: 2
                case .folder: 3
                }
            }
        }

        /// The Swift module name: a package target's name, for Xcode `PRODUCT_MODULE_NAME`
        /// when set literally, else the target (or product) name, each with characters not
        /// valid in an identifier replaced by `_`; for a folder, its name made so.
        public var name: String
        public var origin: Origin
        /// A test target (`.testTarget`, a unit-test or UI-test bundle).
        public var isTest: Bool

        public init(name: String, origin: Origin, isTest: Bool = false) {
            self.name = name
            self.origin = origin
            self.isTest = isTest
        }

        /// By name, then non-test before test, then origin (packages, projects, manifests, folders) and its path.
        public static func < (lhs: Module, rhs: Module) -> Bool {
            (lhs.name, lhs.isTest ? 1 : 0, lhs.origin.rank, lhs.origin.path) < (rhs.name, rhs.isTest ? 1 : 0, rhs.origin.rank, rhs.origin.path)
        }

        /// `App (target of Package.swift)`, as the listing names it.
        public var description: String { "\(name) (\(originDescription))" }

        /// `target of Package.swift`: where the module comes from, as the reports say it.
        public var originDescription: String {
            let target = isTest ? "test target" : "target"
            switch origin {
            case .package(let manifest): return "\(target) of \(manifest)"
            case .xcodeProject(let project): return "\(target) of \(project)"
            case .manifest(let manifest): return "package manifest \(manifest)"
            case .folder(let folder): return "folder \(folder)"
            }
        }
    }

    /// The name of the module of files directly in the run's common folder, when other files are described.
    public static let rootModuleName = "Root"
    /// The name of the one module of an undescribed run.
    public static let projectModuleName = "Project"
    /// The name of a manifest's own module.
    public static let manifestModuleName = "Package"

    /// Every module that has at least one file of the run, sorted.
    public private(set) var modules: [Module] = []
    /// True when some manifest or project describes some file; when false, the
    /// whole run is one module, `Project` (the behaviour before modules existed).
    public private(set) var isDescribed = false
    /// Folders whose files no manifest or project describes, each made one module
    /// (display paths, `.` for the common folder of a relative run), sorted; empty when `isDescribed` is false.
    public private(set) var undescribedFolders: [String] = []
    /// The descriptions that could not be read (a `project.pbxproj` that is not a
    /// property list, a `Package.swift` with syntax errors); they describe nothing.
    public private(set) var unreadableDescriptions: [String] = []

    /// Normalised path → its modules, sorted.
    /// The modules packages outside the run can depend on: the targets of a
    /// library product of a package that lies in no other package's or
    /// project's folder of the run (a package inside the app's folder is the
    /// app's own, used by path). Xcode targets are not products packages can
    /// depend on.
    public private(set) var libraryModules: Set<Module> = []

    private var modulesByPath: [String: [Module]] = [:]
    /// Module → its files' display paths, sorted.
    private var filesByModule: [Module: [String]] = [:]
    /// Components of the folder holding every file of the run.
    private var commonFolder: [String] = []

    /// `files`: the display paths of every Swift file the run covers (the same
    /// strings as `SourceFile.path`); `descriptions`: the texts of every
    /// `Package.swift` and `project.pbxproj` found (same path convention). Other
    /// descriptions are ignored.
    public init(files: [String], descriptions: [ProjectSettingsFile], concurrency: Int? = nil) {
        self.init(files: files, readDescriptions: ProjectDescription.read(descriptions, concurrency: concurrency))
    }

    /// The map of `files` from descriptions already read (see `ProjectDescription`).
    public init(files: [String], readDescriptions descriptions: [ProjectDescription]) {
        // Each file once, by normalised path; the first display path names it.
        var displayByPath: [String: String] = [:]
        var paths: [String] = []
        for file in files {
            let path = ModulePath.normalize(file)
            if displayByPath[path] == nil {
                displayByPath[path] = file
                paths.append(path)
            }
        }
        commonFolder = Self.commonFolder(of: paths)

        var assigned: [String: Set<Module>] = [:]
        var described = false
        func assign(_ path: String, to module: Module, describes: Bool) {
            assigned[path, default: []].insert(module)
            if describes { described = true }
        }

        // Descriptions in path order, each once, so that everything below is
        // deterministic (each was read, on any thread, by `ProjectDescription`).
        var seenDescriptions: Set<String> = []
        let unique = descriptions.sorted { $0.file.path < $1.file.path }.compactMap { description -> (ProjectSettingsFile, String, DescriptionReading)? in
            let path = ModulePath.normalize(description.file.path)
            return seenDescriptions.insert(path).inserted ? (description.file, path, description.reading) : nil
        }
        var packages: [(folder: String, manifest: String, display: String, declarations: [PackageManifestReader.Declaration]?)] = []
        var projects: [DescribedModule] = []
        for (description, path, reading) in unique {
            switch reading {
            case .project(let targets?):
                projects += targets
            case .package(let declarations):
                if declarations == nil { unreadableDescriptions.append(description.path) }
                packages.append((ModulePath.parent(path), path, description.path, declarations))
            case .project(nil):
                unreadableDescriptions.append(description.path)
            case .other:
                break
            }
        }

        // Packages: each file belongs to the innermost package folder holding it.
        // Folders holding one path are nested, so the longest holding it is the innermost.
        let innermostFirst = packages.indices.sorted { packages[$0].folder.count > packages[$1].folder.count }
        var ownedFiles: [Int: [String]] = [:]
        for path in paths {
            guard let owner = innermostFirst.first(where: { ModulePath.isInside(path, packages[$0].folder) }) else { continue }
            let package = packages[owner]
            if Self.isManifest(path, of: package.folder, manifest: package.manifest) {
                assign(path, to: Module(name: Self.manifestModuleName, origin: .manifest(package.display)), describes: false)
            } else {
                ownedFiles[owner, default: []].append(path)
            }
        }
        // The library products of the packages no other description's folder holds.
        let describedFolders = packages.map(\.folder) + unique.compactMap { _, path, reading in
            if case .project = reading { return ModulePath.parent(ModulePath.parent(path)) }
            return nil
        }
        for package in packages where !describedFolders.contains(where: { $0 != package.folder && ModulePath.isInside(package.folder, $0) }) {
            for declaration in package.declarations ?? [] where declaration.inLibraryProduct {
                libraryModules.insert(Module(name: ModulePath.identifier(declaration.name), origin: .package(manifest: package.display), isTest: declaration.isTest))
            }
        }
        // A target's files, through a folder index of the files it may claim.
        for (index, package) in packages.enumerated() {
            let owned = ownedFiles[index] ?? []
            let targets = (package.declarations ?? []).map { declaration in
                (membership: declaration.membership(packageFolder: package.folder, ownedFiles: owned),
                 module: Module(name: ModulePath.identifier(declaration.name), origin: .package(manifest: package.display), isTest: declaration.isTest))
            }
            let ownedIndex = ModuleMembership.PathIndex(owned, for: targets.map(\.membership))
            for target in targets {
                for path in target.membership.members(in: ownedIndex) { assign(path, to: target.module, describes: true) }
            }
        }

        // Xcode projects: every file a target's phases or synchronized folders name.
        if !projects.isEmpty {
            let index = ModuleMembership.PathIndex(paths, for: projects.map(\.membership))
            for target in projects {
                for path in target.membership.members(in: index) { assign(path, to: target.module, describes: true) }
            }
        }

        isDescribed = described
        for path in paths {
            let modules: [Module]
            if !described {
                modules = [projectModule]
            } else if let found = assigned[path], !found.isEmpty {
                modules = found.sorted()
            } else {
                let module = folderModule(for: path)
                undescribedFolders.append(module.origin.path)
                modules = [module]
            }
            modulesByPath[path] = modules
            for module in modules { filesByModule[module, default: []].append(displayByPath[path] ?? path) }
        }
        undescribedFolders = Set(undescribedFolders).sorted()
        for module in filesByModule.keys { filesByModule[module]?.sort() }
        self.modules = filesByModule.keys.sorted()
    }

    /// The modules of a file (several when it is in several targets), sorted;
    /// never empty. A path that is not one of the run's files gets the module it
    /// would get if no description covered it.
    public func modules(of path: String) -> [Module] {
        let normalized = ModulePath.normalize(path)
        if let modules = modulesByPath[normalized] { return modules }
        return [isDescribed ? folderModule(for: normalized) : projectModule]
    }

    /// The display paths of a module's files, sorted; empty for a module of no file.
    public func files(of module: Module) -> [String] {
        filesByModule[module] ?? []
    }

    /// A human-readable listing, for `--list-modules`: unreadable descriptions,
    /// then each module with its origin and its files, one a line, indented.
    public func listing() -> String {
        var text = ""
        for description in unreadableDescriptions {
            text += "\(description): cannot be read; it describes no module\n"
        }
        if !isDescribed {
            text += "No Package.swift or Xcode project describes these files: they form one module.\n"
        }
        for module in modules {
            if case .folder(let folder) = module.origin, isDescribed {
                text += "\(module.name) (folder \(folder), described by no package or project)\n"
            } else {
                text += "\(module)\n"
            }
            for file in files(of: module) { text += "  \(file)\n" }
        }
        return text
    }

    // MARK: - Undescribed files

    /// The one module of an undescribed run, named after nothing the paths could change.
    private var projectModule: Module {
        Module(name: Self.projectModuleName, origin: .folder(ModulePath.display(ModulePath.path(commonFolder))))
    }

    /// The module of an undescribed file: its top-level folder under the common
    /// folder, or `Root` for a file directly in it.
    private func folderModule(for path: String) -> Module {
        let components = ModulePath.components(ModulePath.parent(path)) // folders only
        var prefix = Array(components.starts(with: commonFolder) ? commonFolder : [])
        var remaining = components.dropFirst(prefix.count)
        // A run mixing absolute and relative paths has no common folder: `/` is not a name.
        if remaining.first == "/" {
            prefix.append("/")
            remaining = remaining.dropFirst()
        }
        guard let topLevel = remaining.first else {
            return Module(name: Self.rootModuleName, origin: .folder(ModulePath.display(ModulePath.path(prefix))))
        }
        return Module(name: ModulePath.identifier(topLevel), origin: .folder(ModulePath.path(prefix + [topLevel])))
    }

    /// The longest folder prefix shared by every path's folder.
    private static func commonFolder(of paths: [String]) -> [String] {
        guard let first = paths.first else { return [] }
        var common = ModulePath.components(ModulePath.parent(first))
        var commonPath = ModulePath.path(common)
        for path in paths.dropFirst() {
            // Most files lie below the folder found so far: nothing to split.
            if ModulePath.isInside(ModulePath.parent(path), commonPath) { continue }
            let components = ModulePath.components(ModulePath.parent(path))
            let shared = zip(common, components).prefix { $0 == $1 }.count
            common.removeLast(common.count - shared)
            commonPath = ModulePath.path(common)
            if common.isEmpty { break }
        }
        return common
    }

    /// `Package.swift` itself, or a version-specific `Package@swift-5.9.swift` beside it.
    private static func isManifest(_ path: String, of folder: String, manifest: String) -> Bool {
        if path == manifest { return true }
        let name = ModulePath.lastComponent(path)
        return ModulePath.parent(path) == folder && name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")
    }
}

/// What one description says, read on its own (so descriptions can be read in parallel).
enum DescriptionReading: Sendable {
    /// An Xcode project's targets; nil when it cannot be read.
    case project([DescribedModule]?)
    /// A manifest's target declarations; nil when it cannot be read.
    case package([PackageManifestReader.Declaration]?)
    case other

    init(_ description: ProjectSettingsFile, normalizedPath path: String) {
        if path.hasSuffix(".pbxproj") {
            let projectFolder = ModulePath.parent(path)
            let display = description.path.hasSuffix("/" + ModulePath.lastComponent(path))
                ? String(description.path.dropLast(ModulePath.lastComponent(path).count + 1)) : description.path
            self = .project(XcodeProjectReader.targets(in: description.text, projectPath: projectFolder, displayName: display))
        } else if ModulePath.lastComponent(path) == "Package.swift" {
            self = .package(PackageManifestReader.declarations(in: description.text))
        } else {
            self = .other
        }
    }
}

/// A module a description declares, with the files it claims.
struct DescribedModule: Sendable, Equatable {
    var module: ModuleMap.Module
    var membership = ModuleMembership()
}
