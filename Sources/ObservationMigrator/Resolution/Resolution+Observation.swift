/// What a class that is `@Observable` already (an earlier run, a hand
/// migration, a run that stopped part way) means to the questions rules ask:
/// its uses convert as a migrated class's do, so a second run finishes the
/// first. And nested types found through superclasses.
extension Resolution {
    /// Whether a class's uses are of an observable object, old model or new:
    /// one this run may migrate, or one that is `@Observable` already.
    func isObservableOrObservation(_ key: String) -> Bool {
        isObservable(key) || alreadyObservable.contains(key)
    }

    /// The class that declares `@Published name` for `key`: the class itself or
    /// the nearest observable superclass that does.
    func publishingClass(of name: String, in key: String) -> String? {
        var current: String? = key
        var steps = 0
        while let type = current, steps < 16 {
            if classes[type]?.properties.contains(where: { $0.name == name && $0.kind == .published }) == true { return type }
            // An `@Observable` class: a tracked stored property is what was `@Published`.
            if alreadyObservable.contains(type),
               classes[type]?.properties.contains(where: { $0.name == name && $0.kind == .unpublishedStored }) == true { return type }
            current = observableSuperclass(of: type) ?? alreadyObservableSuperclass(of: type)
            steps += 1
        }
        return nil
    }

    /// The superclass of a class when that superclass is already `@Observable`.
    private func alreadyObservableSuperclass(of key: String) -> String? {
        superclass(of: key).flatMap { alreadyObservable.contains($0) ? $0 : nil }
    }

    /// Whether uses of a class read it as an `@Observable` one once this run is
    /// done: it migrates (`migrated`), or it is `@Observable` already.
    func isObservation(_ key: String, migrated: Set<String>) -> Bool {
        migrated.contains(key) || (alreadyObservable.contains(key) && observableClasses[key] == nil)
    }

    /// `ScreenViewModel.Context`, a class nested in a superclass of
    /// `ScreenViewModel` (through type aliases and generic superclasses):
    /// Swift finds a nested type in the superclasses too.
    func inheritedNestedClass(_ written: [String], scope: [String], depth: Int) -> String? {
        guard let name = written.last, var current = resolveClass(Array(written.dropLast()), scope: scope, depth: depth + 1) else { return nil }
        for _ in 0..<16 {
            guard let fact = classes[current], let superName = fact.inheritedTypes.first ?? nil,
                  let superclass = resolveClass(superName, scope: fact.scope, depth: depth + 1) else { return nil }
            let nested = Self.key([superclass, name])
            if classes[nested] != nil { return nested }
            current = superclass
        }
        return nil
    }
}
