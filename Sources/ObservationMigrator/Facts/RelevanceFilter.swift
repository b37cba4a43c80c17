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
        return TextScan.contains(text, "Published") || TextScan.contains(text, ".$")
    }

    /// The type names a file's facts make interesting to other files.
    static func namesToFollow(in facts: FileFacts) -> Set<String> {
        var names: Set<String> = []
        for fact in facts.classes { if let last = fact.qualifiedName.last { names.insert(last) } }
        for fact in facts.wrapperProperties {
            if let last = fact.owner.last { names.insert(last) }
            if let last = fact.type?.last { names.insert(last) }
        }
        for fact in facts.extensions where fact.declaresObservableObject {
            if let last = fact.extendedType.last { names.insert(last) }
        }
        for fact in facts.typeAliases { names.insert(fact.name) }
        for fact in facts.observableProtocols { if let last = fact.last { names.insert(last) } }
        return names
    }
}

/// Finds whether a text contains any of a set of identifiers as a whole word,
/// in one pass over its UTF-8 bytes (hash of each identifier run, then an
/// exact comparison on a hash hit).
struct IdentifierMatcher: Sendable {
    private var candidates: [UInt64: [[UInt8]]] = [:]
    /// Cheap filters before hashing: which first bytes and lengths occur at all.
    private var firstBytes = [Bool](repeating: false, count: 256)
    private var lengths = [Bool](repeating: false, count: 256)

    init(_ names: Set<String>) {
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
            while index < count {
                let byte = bytes[index]
                guard Self.isIdentifierStart(byte) else { index += 1; continue }
                let start = index
                while index < count, Self.isIdentifierByte(bytes[index]) { index += 1 }
                let length = index - start
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

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
