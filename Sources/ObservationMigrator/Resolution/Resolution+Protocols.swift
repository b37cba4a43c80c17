/// The project's protocols that refine `ObservableObject`, resolved: which
/// of them name it themselves, what each refines, which classes conform, and
/// which generic parameters of a type are constrained to one.
struct ObservableProtocols: Sendable {
    /// Each such protocol → itself and the such protocols it refines.
    private(set) var refined: [String: Set<String>] = [:]
    /// Those that name `ObservableObject` in their own inheritance clause:
    /// the ones a migration rewrites.
    private(set) var roots: Set<String> = []
    /// Each such protocol → the classes conforming to it (or to a protocol refining it).
    private(set) var conformers: [String: Set<String>] = [:]
    /// `Scope.Parameter` → the such protocol a type's generic parameter is constrained to.
    private var constrainedParameters: [String: String] = [:]

    init() {}

    init(facts: [FileFacts], resolution: Resolution) {
        roots = Set(facts.flatMap(\.observableProtocols).map(Resolution.key))
        // Each protocol's inherited protocols, resolved; then those that refine
        // `ObservableObject` through them, until none joins.
        var inherited: [String: Set<String>] = [:]
        for file in facts {
            for (scope, name, written) in file.protocolInheritance {
                inherited[Resolution.key(scope + [name]), default: []].formUnion(written.compactMap { resolution.resolveType($0, scope: scope) })
            }
        }
        var refining = roots
        var grew = true
        while grew {
            grew = false
            for (key, parents) in inherited where !refining.contains(key) && !parents.isDisjoint(with: refining) {
                refining.insert(key)
                grew = true
            }
        }
        let parents = inherited.mapValues { $0.intersection(refining) }
        for key in refining {
            var found: Set<String> = [key]
            var pending = [key]
            while let next = pending.popLast() {
                for parent in parents[next] ?? [] where found.insert(parent).inserted { pending.append(parent) }
            }
            refined[key] = found
        }
        for file in facts {
            for fact in file.protocolScopes where fact.parameterOfType {
                guard let parameter = fact.parameter, let key = resolution.resolveType(fact.constraint, scope: fact.scope),
                      refining.contains(key) else { continue }
                constrainedParameters[Resolution.key(fact.scope + [parameter])] = key
            }
        }
    }

    /// Records `key`'s conformances (resolved) to such protocols.
    mutating func addConformer(_ key: String, of conformances: [String]) {
        for conformance in conformances {
            for refinedKey in refined[conformance] ?? [] { conformers[refinedKey, default: []].insert(key) }
        }
    }

    func isObservableProtocol(_ key: String) -> Bool { refined[key] != nil }

    /// The such protocols a class conforms to (with those they refine).
    func protocols(of classKey: String) -> Set<String> {
        Set(conformers.filter { $0.value.contains(classKey) }.map(\.key))
    }

    /// The such protocol that `type`, a generic parameter of the type at
    /// `scope` (`struct List<Store: LibraryStore>`), is constrained to.
    func constraint(ofParameter type: [String]?, scope: [String]) -> String? {
        type.flatMap { Resolution.parameterEntry($0, scope: scope, in: constrainedParameters) }
    }

    /// The roots a protocol refines (itself, if it is one).
    func roots(of key: String) -> Set<String> { (refined[key] ?? []).intersection(roots) }
}
