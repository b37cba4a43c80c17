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
    /// it names one of `anywhere`, or extends one of `extended`.
    struct Names: Sendable {
        var anywhere: Set<String> = []
        var extended: Set<String> = []
        var isEmpty: Bool { anywhere.isEmpty && extended.isEmpty }
    }

    /// Decides, round after round of phase 1, which type names send the
    /// relevance filter to more files:
    /// - named anywhere: the classes that can be part of an observable
    ///   hierarchy (they adopt `ObservableObject`, have a `@Published`
    ///   property, or inherit from such a name: their subclasses in other
    ///   files migrate with them), the types observable wrappers hold, the
    ///   types extended to adopt `ObservableObject`, the protocols refining
    ///   it, types with a generic parameter constrained to it (a call
    ///   `Name(model: m)` elsewhere keeps `m`'s class), and type aliases of
    ///   any of these;
    /// - extended (`extension Name`): the types that hold an observable
    ///   wrapper, whose `$name` and `_name` uses in extensions elsewhere decide
    ///   the rewrite.
    /// Other classes and views are not followed: following every name a file
    /// declares pulls in most of an app, file by file.
    struct Follower {
        private var anywhere: Set<String> = []
        private var extended: Set<String> = []
        /// Classes and type aliases seen so far that are not followed yet,
        /// with the last component of each type they inherit from or alias.
        private var waiting: [(name: String, dependsOn: [String])] = []

        /// The names not followed before that the newly collected facts make
        /// interesting.
        mutating func newNames(after facts: [FileFacts]) -> Names {
            var names = Names()
            for file in facts {
                for fact in file.wrapperProperties {
                    if let last = fact.owner.last { names.extended.insert(last) }
                    if let last = fact.type?.last { names.anywhere.insert(last) }
                }
                for fact in file.extensions where fact.declaresObservableObject {
                    if let last = fact.extendedType.last { names.anywhere.insert(last) }
                }
                for fact in file.observableProtocols { if let last = fact.last { names.anywhere.insert(last) } }
                for fact in file.observableGenericTypes { if let last = fact.name.last { names.anywhere.insert(last) } }
                for fact in file.classes {
                    guard let name = fact.qualifiedName.last else { continue }
                    if fact.declaresObservableObject || fact.properties.contains(where: { $0.kind == .published }) {
                        names.anywhere.insert(name)
                    } else {
                        waiting.append((name, fact.inheritedTypes.compactMap { $0?.last }))
                    }
                }
                for fact in file.typeAliases { waiting.append((fact.name, fact.target.last.map { [$0] } ?? [])) }
            }
            // Subclasses and aliases of followed names, at any depth, whichever round saw them.
            var grew = true
            while grew {
                grew = false
                waiting.removeAll { entry in
                    guard entry.dependsOn.contains(where: { names.anywhere.contains($0) || anywhere.contains($0) }) else { return false }
                    grew = names.anywhere.insert(entry.name).inserted || grew
                    return true
                }
            }
            names.anywhere.subtract(anywhere)
            anywhere.formUnion(names.anywhere)
            names.extended.subtract(extended)
            names.extended.subtract(anywhere)
            extended.formUnion(names.extended)
            return names
        }
    }
}

/// Finds whether a text contains any of a set of identifiers as a whole word,
/// in one pass over its UTF-8 bytes (hash of each identifier run, then an
/// exact comparison on a hash hit).
struct IdentifierMatcher: Sendable {
    /// Only identifiers in the type name right after `extension` count.
    private var onlyExtended = false
    private var candidates: [UInt64: [[UInt8]]] = [:]
    /// Cheap filters before hashing: which first bytes and lengths occur at all.
    private var firstBytes = [Bool](repeating: false, count: 256)
    private var lengths = [Bool](repeating: false, count: 256)

    init(_ names: Set<String>, onlyExtended: Bool = false) {
        self.onlyExtended = onlyExtended
        for name in names {
            let bytes = Array(name.utf8)
            guard let first = bytes.first, bytes.count < 256 else { continue }
            candidates[Self.hash(bytes[...]), default: []].append(bytes)
            firstBytes[Int(first)] = true
            lengths[bytes.count] = true
        }
    }

    var isEmpty: Bool { candidates.isEmpty }

    func matches(_ text: String) -> Bool {
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
                if let names = candidates[Self.hash(run)], names.contains(where: { $0.elementsEqual(run) }) { return true }
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
