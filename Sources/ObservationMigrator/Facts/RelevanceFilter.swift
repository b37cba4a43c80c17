import SyntaxSupport

/// Decides cheaply, from bytes alone, which files can matter to the migration,
/// so that the many files of an app that cannot change are never parsed.
///
/// A file matters when it contains a trigger word (every rewrite and every
/// finding needs one of them in the file), or when it names a type that a file
/// already known to matter declares: a subclass of a model, an extension of a
/// view in another file, a type alias (a class only outside code bodies: see
/// `NameMatcher`). The second rule is applied until no new file joins.
enum RelevanceFilter {
    /// Words without which a file can hold nothing to rewrite or report on
    /// its own (with `@Observable`: see `declaresObservationClass`).
    static let triggerWords = [
        "ObservableObject", "Published", "StateObject", "ObservedObject", "EnvironmentObject",
        "environmentObject", "objectWillChange", ".$",
    ]

    /// The six trigger words that share "ject".
    private static let jectWords = triggerWords.filter { TextScan.contains($0, "ject") }

    static func hasTriggerWord(_ text: String) -> Bool {
        // Six of the words share "ject", and 'j' is rare in code: one fast scan
        // rules most files out before the exact words are looked for.
        if TextScan.contains(text, "ject"), jectWords.contains(where: { TextScan.contains(text, $0) }) {
            return true
        }
        return TextScan.contains(text, "Published") || TextScan.contains(text, ".$") || reexportsAModule(text) || declaresObservationClass(text)
    }

    /// `@Observable` (or `@Observation.Observable`): a class an earlier run, or
    /// someone by hand, migrated; its uses and subclasses convert as a
    /// migrated class's do, so a run that stopped part way is finished.
    static func declaresObservationClass(_ text: String) -> Bool {
        TextScan.contains(text, "@Observable") || TextScan.contains(text, "Observation.Observable")
    }

    /// The names the rewrite writes (`@State`, `@Environment(T.self)`,
    /// `@Bindable`, `@Observable`, `@ObservationIgnored`): a type of the
    /// project declared with one of them hides the framework's in its
    /// module, which the rewrite must know of to write `SwiftUI.State`.
    static let introducedNames = ["State", "Environment", "Bindable", "Observable", "ObservationIgnored"]
    private static let introducedNameMatcher = IdentifierMatcher(introducedNames, in: .declared)

    /// Whether a file has a trigger word or declares a type named as the
    /// rewrite's own (`introducedNames`): the files phase 1 reads first.
    static func mattersOnItsOwn(_ text: String) -> Bool {
        hasTriggerWord(text) || declaresIntroducedName(text)
    }

    /// `static func ==` for a type a `@Published` property holds: whether its
    /// values compare equal decides whether `@Observable` tells views of a
    /// new one (`WriteAccessorsForCustomEquality`). A file joins when it has
    /// `func ==` and names one of `held` (`publishedValueTypeNames`).
    static func declaresEquality(of held: TextScan.Words, in text: String) -> Bool {
        TextScan.contains(text, "func ==") && TextScan.containsAny(held, in: text)
    }

    /// The last names of the types (and their element and wrapped types) the
    /// `@Published` properties of the files' classes hold.
    static func publishedValueTypeNames(in facts: [FileFacts]) -> Set<String> {
        var names: Set<String> = []
        for file in facts {
            for fact in file.classes {
                for property in fact.properties where property.kind == .published {
                    for type in property.valueType?.namedTypes ?? [] { if let last = type.last { names.insert(last) } }
                }
            }
        }
        return names
    }

    static func declaresIntroducedName(_ text: String) -> Bool {
        introducedNames.contains { TextScan.contains(text, $0) } && introducedNameMatcher.scan(text) { _, _ in true }
    }

    /// `@_exported import X`: the modules that import this file's module see
    /// `X`'s types too, which name resolution needs to know.
    static func reexportsAModule(_ text: String) -> Bool {
        TextScan.contains(text, "@_exported")
    }
}
