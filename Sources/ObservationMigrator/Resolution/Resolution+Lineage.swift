import SyntaxSupport

/// What a class inherits from: its superclass among the project's classes,
/// its lineage, and whether the first type it names is a superclass at all.
extension Resolution {
    /// The class a class inherits from, when it is one of the project's.
    func superclass(of key: String) -> String? {
        guard let fact = classes[key], let superName = fact.inheritedTypes.first ?? nil else { return nil }
        return resolveClass(superName, scope: fact.scope)
    }

    /// Whether the first type a class names is its superclass: yes for a
    /// class of the project or `NSObject`; no when it names none, or names
    /// `ObservableObject`, a standard protocol or another type of the
    /// project first; nil when that cannot be told (a type from elsewhere).
    func namesSuperclassFirst(_ fact: ClassFact) -> Bool? {
        guard let first = fact.inheritedTypes.first ?? nil else { return false }
        let written = first.joined(separator: ".")
        if resolveClass(first, scope: fact.scope) != nil || written == "NSObject" { return true }
        if written == "ObservableObject" || written == "Combine.ObservableObject" || TypeNames.standardProtocols.contains(written)
            || resolveType(first, scope: fact.scope) != nil {
            return false
        }
        return nil
    }

    /// A type and the project's classes it inherits from, nearest first (at
    /// most 16: a cycle of superclasses ends there).
    func lineage(of key: String) -> some Sequence<String> {
        sequence(first: key) { superclass(of: $0) }.prefix(16)
    }

    /// Whether class `key` is `ancestor` or inherits from it through the project's classes.
    func inherits(_ key: String, from ancestor: String) -> Bool { lineage(of: key).contains(ancestor) }

    /// Whether a class descends from `NSManagedObject` (through project classes).
    func isManagedObject(_ key: String) -> Bool {
        var current = classes[key]
        var steps = 0
        while let fact = current, steps < 16 {
            guard let superName = fact.inheritedTypes.first ?? nil else { return false }
            if superName.last == "NSManagedObject" { return true }
            current = resolveClass(superName, scope: fact.scope).flatMap { classes[$0] }
            steps += 1
        }
        return false
    }
}
