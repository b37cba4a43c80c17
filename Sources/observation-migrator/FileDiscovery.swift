#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the Swift files (and the project files that carry deployment targets)
/// under the paths the user gave, each file once.
///
/// Paths are plain strings built once per entry; each entry's kind comes from
/// one `lstat`, and only symbolic links and the given roots are resolved.
/// Sorting compares precomputed strings, never asking the file system.
struct FileDiscovery {
    /// Folders never entered: build products, dependencies and VCS metadata.
    static let skippedDirectories: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm"]

    var excludeGlobs: [String]
    var followSymlinks: Bool
    /// Called with each project file as soon as it is found, before the walk
    /// goes on (the run starts reading it on another core).
    var foundSettingsFile: (String) -> Void = { _ in }
    /// Called with each Swift file as soon as it is found (the run starts
    /// reading it on another core); the result lists them sorted all the same.
    var foundSwiftFile: (String) -> Void = { _ in }

    struct Result {
        /// Absolute, standardised paths, sorted.
        var swiftFiles: [String] = []
        var settingsFiles: [String] = []
        /// Paths that could not be read, with the reason: exit status 2.
        var problems: [String] = []
    }

    func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seen: Set<String> = []
        let roots = paths.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let rootRealPaths = roots.map { $0.resolvingSymlinksInPath().path }
        let display = DisplayPath()
        for root in roots {
            guard let isDirectory = Self.isDirectory(root.path) else {
                result.problems.append("\(display(root.path)): no such file or directory")
                continue
            }
            if isDirectory {
                var walker = Walker(discovery: self, roots: rootRealPaths, display: display)
                walker.walk(root.path, realPath: nil, seen: &seen, into: &result)
            } else if !Self.hasSwiftExtension(root.lastPathComponent) {
                result.problems.append("\(display(root.path)): not a Swift source file (.swift); not read")
            } else {
                add(root.path, name: root.lastPathComponent, realPath: root.resolvingSymlinksInPath().path,
                    seen: &seen, into: &result)
            }
        }
        result.swiftFiles.sort()
        result.settingsFiles.sort()
        return result
    }

    fileprivate func add(_ path: String, name: String, realPath: String, seen: inout Set<String>, into result: inout Result) {
        guard Self.hasSwiftExtension(name), seen.insert(realPath).inserted else { return }
        if name == "Package.swift" {
            result.settingsFiles.append(path)
            foundSettingsFile(path)
        }
        result.swiftFiles.append(path)
        foundSwiftFile(path)
    }

    /// Whether the path, its links followed, is a directory; nil when nothing is there.
    static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether the name's extension is `swift`: the text after its last dot,
    /// when that dot does not start the name (`.swift` alone is a hidden
    /// file). Read on the name's bytes.
    static func hasSwiftExtension(_ name: String) -> Bool {
        let suffix = ".swift".utf8
        return name.utf8.count > suffix.count && name.utf8.suffix(suffix.count).elementsEqual(suffix)
    }

    /// `directory/name`, without doubling the slash of `/`.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// A directory walk: entries listed once, ordered by precomputed keys.
    private struct Walker {
        let discovery: FileDiscovery
        let roots: [String]
        let display: DisplayPath

        private enum Kind { case file, directory, link }

        mutating func walk(_ directory: String, realPath knownRealPath: String?, seen: inout Set<String>, into result: inout Result) {
            let realDirectory = knownRealPath ?? URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
            guard seen.insert("dir:" + realDirectory).inserted else { return }
            guard let names = Self.list(directory) else {
                result.problems.append("\(display(directory)): cannot read directory")
                return
            }
            // Real files first, links after: a file reached both ways is named by
            // its real path. Among the real entries, project files first: their
            // reading (a large Xcode project takes milliseconds) starts before
            // the walk goes down into the folders beside them; the lists are
            // sorted at the end. Each entry's kind comes from the directory
            // listing, or, on a file system that does not give it there, from one lstat.
            let entries = names.map { entry -> (kind: Kind, name: String, path: String) in
                let path = FileDiscovery.join(directory, entry.name)
                if let kind = entry.kind { return (kind, entry.name, path) }
                var info = stat()
                guard lstat(path, &info) == 0 else { return (.file, entry.name, path) }
                switch info.st_mode & S_IFMT {
                case S_IFLNK: return (.link, entry.name, path)
                case S_IFDIR: return (.directory, entry.name, path)
                default: return (.file, entry.name, path)
                }
            }.sorted { (Self.rank($0.kind, $0.name), $0.name) < (Self.rank($1.kind, $1.name), $1.name) }
            // Without a link on the way here, an entry's real path is its path.
            let isReal = realDirectory == directory
            for (kind, name, path) in entries {
                if isExcluded(path, name: name) { continue }
                switch kind {
                case .link:
                    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                    // Links are followed only inside the given roots, unless asked.
                    guard discovery.followSymlinks || roots.contains(where: { target == $0 || target.hasPrefix($0 + "/") }) else { continue }
                    guard let isDirectory = FileDiscovery.isDirectory(target) else {
                        if FileDiscovery.hasSwiftExtension(name) { result.problems.append("\(display(path)): broken symbolic link") }
                        continue
                    }
                    if isDirectory {
                        if !FileDiscovery.skippedDirectories.contains(name) { walk(path, realPath: nil, seen: &seen, into: &result) }
                    } else {
                        discovery.add(path, name: name, realPath: target, seen: &seen, into: &result)
                    }
                case .directory:
                    if FileDiscovery.skippedDirectories.contains(name) { continue }
                    if name.hasSuffix(".xcodeproj") {
                        let project = FileDiscovery.join(path, "project.pbxproj")
                        if FileManager.default.fileExists(atPath: project) {
                            result.settingsFiles.append(project)
                            discovery.foundSettingsFile(project)
                        }
                        continue
                    }
                    // Not a link, in a directory whose real path is known: no need to resolve it.
                    walk(path, realPath: isReal ? path : FileDiscovery.join(realDirectory, name), seen: &seen, into: &result)
                case .file:
                    discovery.add(path, name: name, realPath: isReal ? path : FileDiscovery.join(realDirectory, name), seen: &seen, into: &result)
                }
            }
        }

        /// The order entries of a directory are walked in: project files, other real entries, links.
        private static func rank(_ kind: Kind, _ name: String) -> Int {
            switch kind {
            case .link: return 2
            case .directory: return name.hasSuffix(".xcodeproj") ? 0 : 1
            case .file: return name == "Package.swift" ? 0 : 1
            }
        }

        /// The entries of a directory, without `.` and `..`, each with its kind
        /// when the listing tells it; nil when the directory cannot be read.
        private static func list(_ directory: String) -> [(name: String, kind: Kind?)]? {
            guard let stream = opendir(directory) else { return nil }
            defer { closedir(stream) }
            var entries: [(name: String, kind: Kind?)] = []
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                guard name != "." && name != ".." else { continue }
                let kind: Kind?
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_LNK): kind = .link
                case Int32(DT_DIR): kind = .directory
                case Int32(DT_UNKNOWN): kind = nil
                default: kind = .file
                }
                entries.append((name, kind))
            }
            return entries
        }

        private func isExcluded(_ path: String, name: String) -> Bool {
            guard !discovery.excludeGlobs.isEmpty else { return false }
            let shown = display(path)
            return discovery.excludeGlobs.contains { glob in
                fnmatch(glob, shown, 0) == 0 || fnmatch(glob, name, 0) == 0 || fnmatch(glob + "/*", shown, 0) == 0
            }
        }
    }
}

/// Paths as the user should see them: relative to the current directory when
/// inside it. The current directory is asked once.
struct DisplayPath: Sendable {
    private let base: String

    init() {
        let current = FileManager.default.currentDirectoryPath
        base = current.hasSuffix("/") ? current : current + "/"
    }

    /// For an absolute, standardised path (as discovery makes them).
    func callAsFunction(_ path: String) -> String {
        path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

/// A path as the user should see it: relative to the current directory when inside it.
func displayPath(_ url: URL) -> String {
    DisplayPath()(url.standardizedFileURL.path)
}
