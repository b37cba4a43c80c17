/// Path arithmetic on display paths, for matching what manifests and projects
/// name against the files of a run. Pure string work: nothing is looked up on disk.
///
/// A normalised path has no `.` components, no empty components and no
/// trailing `/`; `..` is resolved against the component before it and kept
/// only at the start of a relative path. An absolute path starts with `/`;
/// the relative root is the empty string.
enum ModulePath {
    static func normalize(_ path: String) -> String {
        if isNormalized(path) { return path }
        let isAbsolute = path.hasPrefix("/")
        var stack: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = stack.last, last != ".." {
                    stack.removeLast()
                } else if !isAbsolute {
                    stack.append(component)
                }
                // `/..` is `/`.
            default:
                stack.append(component)
            }
        }
        let joined = stack.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    /// Whether `normalize` would return the path unchanged: no empty, `.` or
    /// `..` component and no trailing `/` (most paths of a run; checked on bytes).
    private static func isNormalized(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var length = 0
        var onlyDots = true
        var isFirst = true
        for byte in path.utf8 {
            if byte == slash {
                // An empty component is only the leading `/` of an absolute path.
                if length == 0 ? !isFirst : onlyDots && length <= 2 { return false }
                length = 0
                onlyDots = true
            } else {
                length += 1
                onlyDots = onlyDots && byte == dot
            }
            isFirst = false
        }
        if length == 0 { return path.utf8.count <= 1 }
        return !(onlyDots && length <= 2)
    }

    /// `relative` read from `folder` (both normalised or not); an absolute `relative` stands alone.
    static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || folder.isEmpty { return normalize(relative) }
        return normalize(folder + "/" + relative)
    }

    /// The folder holding `path` (normalised): `Sources/App` for `Sources/App/A.swift`, `""` for `A.swift`.
    static func parent(_ path: String) -> String {
        guard let slash = lastSeparator(in: path) else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component: `A.swift` for `Sources/App/A.swift`.
    static func lastComponent(_ path: String) -> String {
        guard let slash = lastSeparator(in: path) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The last `/` of a path, as a character of its own. Found as a byte;
    /// one that may not stand alone is left to the character-wise search.
    private static func lastSeparator(in path: String) -> String.Index? {
        let bytes = path.utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return standsAlone(slash, in: bytes) ? slash : path.lastIndex(of: "/")
    }

    /// Whether the `/` byte at `slash` is a character of its own: what
    /// follows is ASCII or the end (a combining mark after it would join it).
    private static func standsAlone(_ slash: String.Index, in bytes: String.UTF8View) -> Bool {
        let next = bytes.index(after: slash)
        return next == bytes.endIndex || bytes[next] < 0x80
    }

    /// Whether normalised `path` is `folder` or lies below it. The relative
    /// root `""` holds every relative path that does not climb above it.
    /// Paths are compared as strings (canonically equivalent spellings of a
    /// name match); the common case, `folder`'s very bytes starting `path`,
    /// is answered from the bytes.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder.isEmpty { return !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../") }
        if folder == "/" { return path.hasPrefix("/") }
        let bytes = path.utf8
        if bytes.count >= folder.utf8.count, bytes.starts(with: folder.utf8) {
            let end = bytes.index(bytes.startIndex, offsetBy: folder.utf8.count)
            if end == bytes.endIndex { return true }
            // Another byte than `/` right after: the folder's last name goes on.
            guard bytes[end] == UInt8(ascii: "/") else { return false }
            if standsAlone(end, in: bytes) { return true }
        }
        return path == folder || (path.hasPrefix(folder) && path.dropFirst(folder.count).first == "/")
    }

    /// Components of a normalised path, an absolute one starting with `"/"`.
    static func components(_ path: String) -> [String] {
        let parts = path.split(separator: "/").map(String.init)
        return path.hasPrefix("/") ? ["/"] + parts : parts
    }

    /// The inverse of `components(_:)`.
    static func path(_ components: some Collection<String>) -> String {
        guard let first = components.first else { return "" }
        if first == "/" { return "/" + components.dropFirst().joined(separator: "/") }
        return components.joined(separator: "/")
    }

    /// How a folder is shown: the relative root as `.`.
    static func display(_ folder: String) -> String { folder.isEmpty ? "." : folder }

    /// A Swift module name from a target or folder name, as SwiftPM's `c99name`
    /// and Xcode's `c99extidentifier` make it: every character that cannot
    /// appear in an identifier becomes `_`, and a leading digit gets a `_` before it.
    static func identifier(_ name: String) -> String {
        var result = String(name.map { character -> Character in
            character == "_" || character.isLetter || character.isNumber ? character : "_"
        })
        if result.isEmpty { return "_" }
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }
}
