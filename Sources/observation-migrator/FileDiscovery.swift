import Foundation

/// Finds the Swift files (and the project files that carry deployment targets)
/// under the paths the user gave, each file once.
struct FileDiscovery {
    /// Folders never entered: build products, dependencies and VCS metadata.
    static let skippedDirectories: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm"]

    var excludeGlobs: [String]
    var followSymlinks: Bool

    struct Result {
        var swiftFiles: [URL] = []
        var settingsFiles: [URL] = []
        /// Paths that could not be read, with the reason: exit status 2.
        var problems: [String] = []
    }

    func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seen: Set<String> = []
        let roots = paths.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let rootRealPaths = roots.map { $0.resolvingSymlinksInPath().path }
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
                result.problems.append("\(displayPath(root)): no such file or directory")
                continue
            }
            if isDirectory.boolValue {
                walk(root, roots: rootRealPaths, seen: &seen, into: &result)
            } else {
                add(root, seen: &seen, into: &result, explicit: true)
            }
        }
        result.swiftFiles.sort { $0.path < $1.path }
        result.settingsFiles.sort { $0.path < $1.path }
        return result
    }

    private func walk(_ directory: URL, roots: [String], seen: inout Set<String>, into result: inout Result) {
        let realDirectory = directory.resolvingSymlinksInPath().path
        guard seen.insert("dir:" + realDirectory).inserted else { return }
        let entries: [URL]
        do {
            // By path: the URL variant lists nothing for a linked directory on Linux.
            entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .map { directory.appendingPathComponent($0) }
        } catch {
            result.problems.append("\(displayPath(directory)): cannot read directory")
            return
        }
        // Real files first, links after: a file reached both ways is named by its
        // real path. Each entry's kind is asked once, not on every comparison.
        let kinds = entries.map { entry in (entry, try? entry.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])) }
        let ordered = kinds.map { ($0.1?.isSymbolicLink == true ? 1 : 0, $0.0.path, $0.0, $0.1) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        for (_, _, entry, values) in ordered {
            let name = entry.lastPathComponent
            if isExcluded(entry) { continue }
            if values?.isSymbolicLink == true {
                let target = entry.resolvingSymlinksInPath()
                // Links are followed only inside the given roots, unless asked.
                guard followSymlinks || roots.contains(where: { target.path == $0 || target.path.hasPrefix($0 + "/") }) else { continue }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else {
                    if entry.pathExtension == "swift" { result.problems.append("\(displayPath(entry)): broken symbolic link") }
                    continue
                }
                if isDirectory.boolValue {
                    if !Self.skippedDirectories.contains(name) { walk(entry, roots: roots, seen: &seen, into: &result) }
                } else {
                    add(entry, realPath: target.path, seen: &seen, into: &result, explicit: false)
                }
                continue
            }
            if values?.isDirectory == true {
                if Self.skippedDirectories.contains(name) { continue }
                if name.hasSuffix(".xcodeproj") {
                    let project = entry.appendingPathComponent("project.pbxproj")
                    if FileManager.default.fileExists(atPath: project.path) { result.settingsFiles.append(project) }
                    continue
                }
                walk(entry, roots: roots, seen: &seen, into: &result)
            } else {
                // Not a link, in a directory whose real path is known: no need to resolve it.
                add(entry, realPath: realDirectory + "/" + name, seen: &seen, into: &result, explicit: false)
            }
        }
    }

    private func add(_ file: URL, realPath: String? = nil, seen: inout Set<String>, into result: inout Result, explicit: Bool) {
        guard file.pathExtension == "swift" || explicit else { return }
        guard seen.insert(realPath ?? file.resolvingSymlinksInPath().path).inserted else { return }
        if file.lastPathComponent == "Package.swift" { result.settingsFiles.append(file) }
        if file.pathExtension == "swift" { result.swiftFiles.append(file) }
    }

    private func isExcluded(_ url: URL) -> Bool {
        let path = displayPath(url)
        return excludeGlobs.contains { glob in
            fnmatch(glob, path, 0) == 0 || fnmatch(glob, url.lastPathComponent, 0) == 0
                || fnmatch(glob + "/*", path, 0) == 0
        }
    }
}

/// A path as the user should see it: relative to the current directory when inside it.
func displayPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let current = FileManager.default.currentDirectoryPath
    let base = current.hasSuffix("/") ? current : current + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
}
