/// What views' members hold and use, and what calls pass to generic types.
extension Resolution {
    // MARK: Members of views

    /// The names whose `$name` projection is used inside a type (all its extensions included).
    func projectedNames(in owner: [String]) -> Set<String> { projectedNames[Self.key(owner)] ?? [] }

    /// Whether `$name` (bare in `owner`, or on a value that is an `owner` or
    /// whose type cannot be told) or `_name` (in `owner`) is used: a property
    /// wrapper's binding or storage. `other.$name` of a value of another
    /// declared type is that type's.
    func usesWrapperProjectionOrStorage(_ name: String, in owner: [String]) -> Bool {
        let key = Self.key(owner)
        if projectedNames(in: owner).contains(name) || storageNames[key]?.contains(name) == true { return true }
        return (memberProjections[name] ?? []).contains { use in
            guard let resolved = resolveValue(use.base, scope: use.scope, path: use.path) else {
                return !hasDeclaredType(use.base, scope: use.scope, path: use.path)
            }
            // The class itself, or a subclass that inherits the property.
            return inherits(resolved, from: key)
        }
    }

    /// The names whose `_name` storage is used inside a type, other than to initialise it.
    func storageNames(in owner: [String]) -> Set<String> { storageNames[Self.key(owner)] ?? [] }

    /// The observable-wrapper property `name` of a type, if it has one.
    func wrapperProperty(_ name: String, of owner: [String]) -> WrapperPropertyFact? { wrappers[Self.key(owner)]?[name] }

    /// The class an `@Environment(T.self)` property of a type holds.
    func environmentPropertyClass(_ name: String, of owner: [String]) -> String? {
        environmentProperties[Self.key(owner)]?[name].flatMap { resolveClass($0.type, scope: $0.scope) }
    }

    /// The class an observable-wrapper property holds: from its declared type
    /// (a generic parameter bound to a class, `<Model: Shelf>`, holds that
    /// class or a subclass), else from its initial value (`= Model.shared`).
    func resolveWrappedClass(type: [String]?, value: ValueReference?, scope: [String], path: String) -> String? {
        type.flatMap { resolveClass($0, scope: scope) ?? classBound(ofParameter: $0, scope: scope) }
            ?? value.flatMap { resolveValue($0, scope: scope, path: path) }
    }

    /// The class a generic parameter of a type enclosing `scope` is bound to
    /// (`struct ShelfView<Model: Shelf>`, `where Model: Shelf`), the innermost
    /// type declaring a parameter of that name first.
    /// The generic parameters of the project's types bound to one of its
    /// classes, for `classBoundParameters`. A parameter with several bounds
    /// (`Model: Shelf, Model: Sendable`) keeps the class among them.
    func classBounds(in facts: [FileFacts]) -> [String: String] {
        var bounds: [String: String] = [:]
        for file in facts {
            for fact in file.protocolScopes where fact.parameterOfType {
                guard let parameter = fact.parameter, let key = resolveClass(fact.constraint, scope: fact.scope) else { continue }
                bounds[Self.key(fact.scope + [parameter])] = key
            }
        }
        return bounds
    }

    func classBound(ofParameter type: [String], scope: [String]) -> String? {
        Self.parameterEntry(type, scope: scope, in: classBoundParameters)
    }

    /// The entry of `table` (keyed by a type's qualified name and a generic
    /// parameter's) for `type`, a generic parameter of a type enclosing
    /// `scope`: the innermost type declaring a parameter of that name first.
    static func parameterEntry(_ type: [String], scope: [String], in table: [String: String]) -> String? {
        guard type.count == 1 else { return nil }
        var scope = scope
        while !scope.isEmpty {
            if let key = table[key(scope + type)] { return key }
            scope.removeLast()
        }
        return nil
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

    /// The observable classes a call of a function (or initialiser) with a
    /// parameter that requires `ObservableObject` passes (`watch(Router.shared)`):
    /// every argument's, as parameters are not matched to arguments.
    func functionArgumentClasses(of call: ConstructorCallFact, path: String) -> [String] {
        guard observableGenericFunctionNames.contains(call.callee) else { return [] }
        return call.arguments.compactMap { resolveObservable($0.value, scope: call.scope, path: path) }
    }
}
