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
}

/// Finds which of a set of identifiers a text contains as whole words, in one
/// pass over its UTF-8 bytes (hash of each identifier run, then an exact
/// comparison on a hash hit).
struct IdentifierMatcher: Sendable {
    /// Where a name counts.
    enum Position: Sendable {
        case anywhere
        /// In the type name right after `extension` (`extension Outer.Name`).
        case extended
        /// Right after a keyword that declares or extends a type (`class Name`,
        /// `typealias Name`, `extension Outer.Name`).
        case declared
    }

    private var position = Position.anywhere
    /// Each name's bytes and its position in the list given.
    private var candidates: [UInt64: [(bytes: [UInt8], id: Int)]] = [:]
    /// The names' hashes, in order, with their positions in the list given.
    private var hashes: [(hash: UInt64, ids: [Int])] = []
    /// Cheap filters before hashing: which first bytes and lengths occur at all.
    private var firstBytes = [Bool](repeating: false, count: 256)
    private var lengths = [Bool](repeating: false, count: 256)

    init(_ names: [String], in position: Position = .anywhere) {
        self.position = position
        for (id, name) in names.enumerated() {
            let bytes = Array(name.utf8)
            guard let first = bytes.first, bytes.count < 256 else { continue }
            candidates[Self.hash(bytes[...]), default: []].append((bytes, id))
            firstBytes[Int(first)] = true
            lengths[bytes.count] = true
        }
        hashes = candidates.map { ($0.key, $0.value.map(\.id)) }.sorted { $0.hash < $1.hash }
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
            // Whether the scan is in the type name after `extension` (or, for
            // `.declared`, after any declaring keyword).
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
                if position != .anywhere {
                    let run = bytes[start..<index]
                    if position == .declared ? Self.declaringKeywords.contains(where: { run.elementsEqual($0) }) : run.elementsEqual("extension".utf8) {
                        inExtendedName = true
                        continue
                    }
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

    /// Calls `found` with the position (in the list given, of distinct names)
    /// of each name `words` holds where this matcher looks, in no text order,
    /// until it returns true; returns whether it did. A hash met stands for
    /// the name (64 bits: a collision would only follow a name into one file more).
    func scan(_ words: FileWords, _ found: (_ id: Int) -> Bool) -> Bool {
        let held = words.hashes(at: position)
        guard !held.isEmpty else { return false }
        for name in hashes where FileWords.contains(name.hash, in: held) {
            for id in name.ids where found(id) { return true }
        }
        return false
    }

    fileprivate static let declaringKeywords = ["class", "struct", "enum", "actor", "protocol", "typealias", "extension"].map { Array($0.utf8) }

    fileprivate static func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// Bytes that may sit between the parts of `extension Outer.Inner`.
    fileprivate static func continuesTypeName(_ byte: UInt8) -> Bool {
        byte == 0x2E || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || (byte >= 0x30 && byte <= 0x39)
    }

    fileprivate static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    fileprivate static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}

/// The identifiers a text holds, read once, as `IdentifierMatcher` sees them:
/// anywhere, in the type name after `extension`, and after a keyword that
/// declares or extends a type. A file that several rounds of following ask
/// about is scanned once instead of once a round for each matcher.
struct FileWords: Sendable {
    /// Sorted, distinct hashes of the identifiers in each position.
    private let anywhere: [UInt64]
    private let extended: [UInt64]
    private let declared: [UInt64]

    init(_ text: String) {
        var anywhere: [UInt64] = []
        var extended: [UInt64] = []
        var declared: [UInt64] = []
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            // As in `IdentifierMatcher.scan`: whether the scan is in the type
            // name after `extension`, or after any declaring keyword.
            var inExtendedName = false
            var inDeclaredName = false
            while index < count {
                let byte = bytes[index]
                guard IdentifierMatcher.isIdentifierStart(byte) else {
                    if !IdentifierMatcher.continuesTypeName(byte) {
                        inExtendedName = false
                        inDeclaredName = false
                    }
                    index += 1
                    continue
                }
                let start = index
                while index < count, IdentifierMatcher.isIdentifierByte(bytes[index]) { index += 1 }
                let run = bytes[start..<index]
                guard run.count < 256 else { continue }
                let hash = IdentifierMatcher.hash(run)
                anywhere.append(hash)
                let keyword = Self.declaringKeyword(run)
                if keyword == .extension {
                    inExtendedName = true
                } else if inExtendedName {
                    extended.append(hash)
                }
                if keyword != nil {
                    inDeclaredName = true
                } else if inDeclaredName {
                    declared.append(hash)
                }
            }
        }
        self.anywhere = Self.distinct(anywhere)
        self.extended = Self.distinct(extended)
        self.declared = Self.distinct(declared)
    }

    func hashes(at position: IdentifierMatcher.Position) -> [UInt64] {
        switch position {
        case .anywhere: anywhere
        case .extended: extended
        case .declared: declared
        }
    }

    static func contains(_ hash: UInt64, in sorted: [UInt64]) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == hash
    }

    private enum Keyword { case `extension`, other }

    /// The declaring keyword a run of bytes is, if any (each is four to nine bytes long).
    private static func declaringKeyword(_ run: Slice<UnsafeBufferPointer<UInt8>>) -> Keyword? {
        guard (4...9).contains(run.count), IdentifierMatcher.declaringKeywords.contains(where: { run.elementsEqual($0) }) else { return nil }
        return run.elementsEqual("extension".utf8) ? .extension : .other
    }

    private static func distinct(_ hashes: [UInt64]) -> [UInt64] {
        var sorted = hashes.sorted()
        var kept = 0
        for index in sorted.indices where kept == 0 || sorted[index] != sorted[kept - 1] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }
}
