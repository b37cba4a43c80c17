/// What views' members hold and use, and what calls pass to generic types.
extension Resolution {
    // MARK: Members of views

    /// The names whose `$name` projection is used inside a type (all its extensions included).
    func projectedNames(in owner: [String]) -> Set<String> { projectedNames[Self.key(owner)] ?? [] }

    /// Whether `$name` (on any value, or bare in `owner`) or `_name` (in
    /// `owner`) is used: a property wrapper's binding or storage.
    func usesWrapperProjectionOrStorage(_ name: String, in owner: [String]) -> Bool {
        memberProjectionNames.contains(name) || projectedNames(in: owner).contains(name) || storageNames[Self.key(owner)]?.contains(name) == true
    }

    /// The names whose `_name` storage is used inside a type, other than to initialise it.
    func storageNames(in owner: [String]) -> Set<String> { storageNames[Self.key(owner)] ?? [] }

    /// The observable-wrapper property `name` of a type, if it has one.
    func wrapperProperty(_ name: String, of owner: [String]) -> WrapperPropertyFact? { wrappers[Self.key(owner)]?[name] }

    /// The class an `@Environment(T.self)` property of a type holds.
    func environmentPropertyClass(_ name: String, of owner: [String]) -> String? {
        environmentProperties[Self.key(owner)]?[name].flatMap { resolveClass($0.type, scope: $0.scope) }
    }

    /// The class an observable-wrapper property holds: from its declared type,
    /// else from its initial value (`= Model.shared`).
    func resolveWrappedClass(type: [String]?, value: ValueReference?, scope: [String], path: String) -> String? {
        type.flatMap { resolveClass($0, scope: scope) } ?? value.flatMap { resolveValue($0, scope: scope, path: path) }
    }

    /// The observable classes a call passes where a generic parameter of the
    /// called type requires `ObservableObject` (`Panel(model: sidebar)`).
    func genericArgumentClasses(of call: ConstructorCallFact, path: String) -> [String] {
        // Most calls name no such type: look the name up only when one could match.
        guard observableGenericNames.contains(call.callee),
              let type = resolveType([call.callee], scope: call.scope), let labels = observableGenerics[type] else { return [] }
        return call.arguments.filter { labels.contains($0.label) }.compactMap { argument in
            resolveObservable(argument.value, scope: call.scope, path: path)
        }
    }
}
