/// Decides cheaply, from bytes alone, which files can matter to the migration,
/// so that the many files of an app that cannot change are never parsed.
///
/// A file matters when it contains a trigger word (every rewrite and every
/// finding needs one of them in the file), or when it names a type that a file
/// already known to matter declares: a subclass of a model, an extension of a
/// view in another file, a type alias. The second rule is applied until no new
/// file joins.
enum RelevanceFilter {
    /// Words without which a file can hold nothing to rewrite or report on its own.
    static let triggerWords = [
        "ObservableObject", "Published", "StateObject", "ObservedObject", "EnvironmentObject",
        "environmentObject", "objectWillChange", ".$",
    ]

    static func hasTriggerWord(_ text: String) -> Bool {
        // Six of the words share "ject", and 'j' is rare in code: one fast scan
        // rules most files out before the exact words are looked for.
        if TextScan.contains(text, "ject"), triggerWords.contains(where: { $0.contains("ject") && TextScan.contains(text, $0) }) {
            return true
        }
        return TextScan.contains(text, "Published") || TextScan.contains(text, ".$") || reexportsAModule(text)
    }

    /// `@_exported import X`: the modules that import this file's module see
    /// `X`'s types too, which name resolution needs to know.
    static func reexportsAModule(_ text: String) -> Bool {
        TextScan.contains(text, "@_exported")
    }

    /// Which names send the relevance filter to more files: a file joins when
    /// it names one of `anywhere`, names a nested type of `nested` together
    /// with one of the names it is reached through, or extends one of `extended`.
    struct Names: Sendable {
        var anywhere: Set<String> = []
        /// A nested type's name, with the names another file must also write
        /// to reach it: its enclosing types (`Outer.State`, or `State` inside
        /// `extension Outer`) and the type aliases of those. `State` alone
        /// names a different type or none (SwiftUI's `@State`).
        var nested: [String: Set<String>] = [:]
        var extended: Set<String> = []
        var isEmpty: Bool { anywhere.isEmpty && nested.isEmpty && extended.isEmpty }

        /// Adds a type name as written or declared, without its module.
        mutating func follow(_ path: some BidirectionalCollection<String>) {
            guard let last = path.last else { return }
            if path.count == 1 {
                anywhere.insert(last)
            } else {
                nested[last, default: []].formUnion(path.dropLast())
            }
        }

        /// Every identifier a file is scanned for (`extended` apart).
        var vocabulary: Set<String> {
            anywhere.union(nested.keys).union(nested.values.joined())
        }
    }

    /// Decides, round after round of phase 1, which type names send the
    /// relevance filter to more files:
    /// - named anywhere: the classes that can be part of an observable
    ///   hierarchy (they adopt `ObservableObject`, have a `@Published`
    ///   property, or inherit from such a name: their subclasses in other
    ///   files migrate with them), the types observable wrappers hold (not a
    ///   generic parameter), the types extended to adopt `ObservableObject`,
    ///   the protocols refining it, types with a generic parameter
    ///   constrained to it (a call `Name(model: m)` elsewhere keeps `m`'s
    ///   class), and type aliases of any of these; a nested one only where
    ///   the file also names a type it is nested in (or an alias of one),
    ///   which is how name lookup reaches it from another file;
    /// - extended (`extension Name`): the types that hold an observable
    ///   wrapper, whose `$name` and `_name` uses in extensions elsewhere decide
    ///   the rewrite.
    /// Other classes and views are not followed: following every name a file
    /// declares pulls in most of an app, file by file.
    struct Follower {
        /// Last components of every followed name, nested or not.
        private var followed: Set<String> = []
        private var anywhere: Set<String> = []
        private var nested: [String: Set<String>] = [:]
        private var extended: Set<String> = []
        /// Classes and type aliases seen so far that are not followed yet,
        /// with their path (without the module) and the last component of
        /// each type they inherit from or alias.
        private var waiting: [(path: [String], dependsOn: [String])] = []
        /// Every type alias seen: its name and its target's last component.
        private var aliases: [(name: String, target: String)] = []

        /// The names not followed before that the newly collected facts make
        /// interesting.
        mutating func newNames(after facts: [FileFacts]) -> Names {
            var names = Names()
            for file in facts {
                // Declared paths start with the file's module; written ones may.
                let modules = Set([file.module].compactMap { $0} + file.imports.map(\.module))
                func declared(_ path: [String]) -> ArraySlice<String> { path.dropFirst(file.module == nil ? 0 : 1) }
                func written(_ path: [String]) -> ArraySlice<String> {
                    path.count > 1 && modules.contains(path[0]) ? path.dropFirst() : path[...]
                }
                for fact in file.wrapperProperties {
                    if let last = fact.owner.last { names.extended.insert(last) }
                    if let type = fact.type, !fact.typeIsGenericParameter { names.follow(written(type)) }
                }
                for fact in file.extensions where fact.declaresObservableObject { names.follow(written(fact.extendedType)) }
                for fact in file.observableProtocols { names.follow(declared(fact)) }
                for fact in file.observableGenericTypes { names.follow(declared(fact.name)) }
                for fact in file.classes {
                    if fact.declaresObservableObject || fact.properties.contains(where: { $0.kind == .published }) {
                        names.follow(declared(fact.qualifiedName))
                    } else {
                        waiting.append((Array(declared(fact.qualifiedName)), fact.inheritedTypes.compactMap { $0?.last }))
                    }
                }
                for fact in file.typeAliases {
                    let path = Array(declared(fact.scope)) + [fact.name]
                    waiting.append((path, fact.target.last.map { [$0] } ?? []))
                    if let target = fact.target.last { aliases.append((fact.name, target)) }
                }
            }
            // Subclasses and aliases of followed names, at any depth, whichever round saw them.
            var grew = true
            while grew {
                grew = false
                waiting.removeAll { entry in
                    let isFollowed = { (name: String) in
                        followed.contains(name) || names.anywhere.contains(name) || names.nested[name] != nil
                    }
                    guard entry.dependsOn.contains(where: isFollowed) else { return false }
                    names.follow(entry.path)
                    grew = true
                    return true
                }
            }
            // A nested type is also reached through an alias of a type it is nested in.
            for (inner, outers) in names.nested.merging(nested, uniquingKeysWith: { $0.union($1) }) {
                for alias in aliases where outers.contains(alias.target) { names.nested[inner, default: []].insert(alias.name) }
            }
            names.anywhere.subtract(anywhere)
            anywhere.formUnion(names.anywhere)
            for (inner, outers) in names.nested {
                let new = anywhere.contains(inner) ? [] : outers.subtracting(nested[inner] ?? [])
                names.nested[inner] = new.isEmpty ? nil : new
                nested[inner, default: []].formUnion(new)
            }
            followed.formUnion(names.anywhere)
            followed.formUnion(names.nested.keys)
            names.extended.subtract(extended)
            names.extended.subtract(anywhere)
            extended.formUnion(names.extended)
            return names
        }
    }

    /// Finds the files a round's new names send the filter to.
    struct NameMatcher: Sendable {
        private let named: IdentifierMatcher
        private let extended: IdentifierMatcher
        /// By vocabulary position: followed anywhere; for a nested type, the
        /// positions of the names that reach it; for such a name, the nested
        /// types it reaches.
        private let isAnywhere: [Bool]
        private let reachedThrough: [[Int]]
        private let reaches: [[Int]]

        init(_ names: Names) {
            let vocabulary = names.vocabulary.sorted()
            let position = Dictionary(uniqueKeysWithValues: vocabulary.enumerated().map { ($1, $0) })
            var reachedThrough = [[Int]](repeating: [], count: vocabulary.count)
            var reaches = [[Int]](repeating: [], count: vocabulary.count)
            for (inner, outers) in names.nested {
                guard let innerID = position[inner] else { continue }
                for outer in outers.sorted() {
                    guard let outerID = position[outer] else { continue }
                    reachedThrough[innerID].append(outerID)
                    reaches[outerID].append(innerID)
                }
            }
            self.isAnywhere = vocabulary.map(names.anywhere.contains)
            self.reachedThrough = reachedThrough
            self.reaches = reaches
            named = IdentifierMatcher(vocabulary)
            extended = IdentifierMatcher(names.extended.sorted(), onlyExtended: true)
        }

        func matches(_ text: String) -> Bool {
            var found = [Bool](repeating: false, count: isAnywhere.count)
            let admitted = named.scan(text) { id, _ in
                guard !found[id] else { return false }
                found[id] = true
                return isAnywhere[id] || reachedThrough[id].contains { found[$0] } || reaches[id].contains { found[$0] }
            }
            return admitted || extended.scan(text) { _, _ in true }
        }
    }
}

/// Finds which of a set of identifiers a text contains as whole words, in one
/// pass over its UTF-8 bytes (hash of each identifier run, then an exact
/// comparison on a hash hit).
struct IdentifierMatcher: Sendable {
    /// Only identifiers in the type name right after `extension` count.
    private var onlyExtended = false
    /// Each name's bytes and its position in the list given.
    private var candidates: [UInt64: [(bytes: [UInt8], id: Int)]] = [:]
    /// Cheap filters before hashing: which first bytes and lengths occur at all.
    private var firstBytes = [Bool](repeating: false, count: 256)
    private var lengths = [Bool](repeating: false, count: 256)

    init(_ names: [String], onlyExtended: Bool = false) {
        self.onlyExtended = onlyExtended
        for (id, name) in names.enumerated() {
            let bytes = Array(name.utf8)
            guard let first = bytes.first, bytes.count < 256 else { continue }
            candidates[Self.hash(bytes[...]), default: []].append((bytes, id))
            firstBytes[Int(first)] = true
            lengths[bytes.count] = true
        }
    }

    var isEmpty: Bool { candidates.isEmpty }

    /// Calls `found` with the position (in the list given) of each name met
    /// and its UTF-8 offset in the text, in text order, until it returns true;
    /// returns whether it did.
    func scan(_ text: String, _ found: (_ id: Int, _ offset: Int) -> Bool) -> Bool {
        guard !candidates.isEmpty else { return false }
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            // With `onlyExtended`: whether the scan is inside `extension A.B`.
            var inExtendedName = false
            while index < count {
                let byte = bytes[index]
                guard Self.isIdentifierStart(byte) else {
                    if inExtendedName, !Self.continuesTypeName(byte) { inExtendedName = false }
                    index += 1
                    continue
                }
                let start = index
                while index < count, Self.isIdentifierByte(bytes[index]) { index += 1 }
                let length = index - start
                if onlyExtended {
                    if length == 9, bytes[start..<index].elementsEqual("extension".utf8) { inExtendedName = true; continue }
                    guard inExtendedName else { continue }
                }
                guard firstBytes[Int(byte)], length < 256, lengths[length] else { continue }
                let run = bytes[start..<index]
                if let names = candidates[Self.hash(run)], let hit = names.first(where: { $0.bytes.elementsEqual(run) }), found(hit.id, start) {
                    return true
                }
            }
            return false
        }
    }

    private static func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// Bytes that may sit between the parts of `extension Outer.Inner`.
    private static func continuesTypeName(_ byte: UInt8) -> Bool {
        byte == 0x2E || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || (byte >= 0x30 && byte <= 0x39)
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
