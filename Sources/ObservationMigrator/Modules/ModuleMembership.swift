/// Which files a described module compiles: files named one by one, and
/// folders taken whole but for their exclusions (all paths normalised).
struct ModuleMembership: Sendable, Equatable {
    /// Every file at or below `path`, except those at or below an `excluded` path.
    struct Folder: Sendable, Equatable {
        var path: String
        var excluded: [String]
    }

    var files: Set<String> = []
    var folders: [Folder] = []

    /// Whether the module compiles `path`: the rule `members(in:)` applies to a
    /// whole run at once.
    func contains(_ path: String) -> Bool {
        files.contains(path) || folders.contains { folder in
            ModulePath.isInside(path, folder.path) && !folder.excluded.contains { ModulePath.isInside(path, $0) }
        }
    }

    /// The run's paths by each folder the memberships ask for, so that a
    /// module's files are found without testing every path against every
    /// folder.
    struct PathIndex {
        let paths: Set<String>
        /// Each folder of the memberships that holds a path (as `ModulePath.isInside`
        /// tells it, the path itself included), mapped to those paths.
        let byFolder: [String: [String]]

        /// For the memberships that will read it: their folders are the ones indexed.
        init(_ paths: [String], for memberships: some Sequence<ModuleMembership>) {
            self.paths = Set(paths)
            // Each folder of each path is looked up as a slice of the path: most are not asked for.
            let asked = Set(memberships.lazy.flatMap(\.folders).map { Substring($0.path) })
            // The folders of an ASCII path are looked up only at the lengths
            // in bytes asked for (when all asked are ASCII too): canonically
            // equivalent spellings of a name can differ in length only
            // where one of them is not ASCII.
            let askedLengths: Set<Int>? = asked.allSatisfy(\.utf8.isASCII) ? Set(asked.map(\.utf8.count)) : nil
            var byFolder: [String: [String]] = [:]
            var lengths: Set<Int>?
            func add(_ folder: Substring, _ path: String) {
                if let lengths, !lengths.contains(folder.utf8.count) { return }
                if asked.contains(folder) { byFolder[String(folder), default: []].append(path) }
            }
            for path in paths {
                lengths = path.utf8.isASCII ? askedLengths : nil
                if path.hasPrefix("/") {
                    add("/", path)
                } else if path != "..", !path.hasPrefix("../") {
                    add("", path)
                }
                // Slashes found as bytes, not as characters.
                let bytes = path.utf8
                var index = bytes.startIndex
                while let slash = bytes[index...].firstIndex(of: UInt8(ascii: "/")) {
                    if slash != bytes.startIndex { add(path[..<slash], path) }
                    index = bytes.index(after: slash)
                }
                if path != "/" { add(path[...], path) }
            }
            self.byFolder = byFolder
        }
    }

    /// The paths of the index this module compiles (each once; `contains` for each).
    func members(in index: PathIndex) -> Set<String> {
        var members = files.intersection(index.paths)
        for folder in folders {
            for path in index.byFolder[folder.path] ?? [] where !folder.excluded.contains(where: { ModulePath.isInside(path, $0) }) {
                members.insert(path)
            }
        }
        return members
    }
}

private extension Collection<UInt8> {
    /// Whether every byte is ASCII.
    var isASCII: Bool { allSatisfy { $0 < 0x80 } }
}
