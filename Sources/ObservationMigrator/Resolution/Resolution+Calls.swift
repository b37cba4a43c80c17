import SyntaxSupport

/// What a call gives (`makeSession()`, `store.makeSession(for: id)`): the
/// result type the function or stored closure it reaches is declared with,
/// found the way Swift looks the name up.
extension Resolution {
    /// The type a call of `name` on `base` gives, and the scope to read it
    /// in, when every declaration the call may reach says the same type.
    func callResult(_ name: String, on base: ValueReference, scope: [String], path: String, in function: Enclosing, depth: Int) -> (type: [String], scope: [String])? {
        guard depth < 8, let found = callables(named: name, on: base, scope: scope, path: path, in: function, depth: depth), let first = found.first,
              let type = Self.resultType(of: first) else { return nil }
        // Overloads that give different types tell nothing.
        let key = resolveType(type, scope: first.scope)
        guard key != nil, found.dropFirst().allSatisfy({ other in Self.resultType(of: other).flatMap { resolveType($0, scope: other.scope) } == key })
        else { return nil }
        return (type, first.scope)
    }

    /// The type a callable gives, read in its scope: `-> Self` (a builder
    /// method, `func onChange(…) -> Self`) gives the type that declares it.
    private static func resultType(of callable: CallableFact) -> [String]? {
        guard callable.result == ["Self"] else { return callable.result }
        return callable.scope.last.map { [$0] }
    }

    /// The declarations of `name` a call reaches, nearest first: a member of
    /// the type of `base` (its superclasses' and its protocols' too); for an
    /// unqualified call, a member of the type the call is in, else a global
    /// of its module or of a module it imports. Nil when none is found, or
    /// when an enclosing type declares one (a static the call may reach).
    private func callables(named name: String, on base: ValueReference, scope: [String], path: String, in function: Enclosing, depth: Int) -> [CallableFact]? {
        switch base {
        case .implicitSelf:
            if isDeclaredType(Self.key(scope)), let members = memberCallables(name, of: Self.key(scope), path: path) { return members }
            let moduleDepth = visibility.moduleScope(of: scope).count
            for prefix in visibility.lookupPrefixes(from: scope) {
                let declared = visible(callables[Self.key(prefix)] ?? [], name, path: path)
                guard !declared.isEmpty else { continue }
                // An enclosing type's: its statics answer; whether this one does is not told.
                return prefix.count > moduleDepth ? nil : declared
            }
            return nil
        case .selfReference:
            return isDeclaredType(Self.key(scope)) ? memberCallables(name, of: Self.key(scope), path: path) : nil
        case .metatype(let type):
            // `Session.preview()`: a static of the type (an extension's too);
            // `Self.make()`: of the type the call is in.
            let owner = type == ["Self"] ? (isDeclaredType(Self.key(scope)) ? Self.key(scope) : nil)
                : resolveClass(type, scope: scope) ?? resolveType(type, scope: scope)
            guard let owner else { return nil }
            return memberCallables(name, of: owner, path: path).map { $0.filter(\.isStatic) }.flatMap { $0.isEmpty ? nil : $0 }
        default:
            guard let owner = resolveValueType(base, scope: scope, path: path, in: function, depth: depth + 1) else { return nil }
            // A value's call reaches its instance members only.
            return memberCallables(name, of: owner, path: path).map { $0.filter { !$0.isStatic } }.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// The functions and stored closures named `name` of a type, its
    /// superclasses' (nearest first) or its project protocols'.
    private func memberCallables(_ name: String, of owner: String, path: String) -> [CallableFact]? {
        for key in lineage(of: owner) {
            let declared = visible(callables[key] ?? [], name, path: path)
            if !declared.isEmpty { return declared }
        }
        let inherited = conformances(of: owner).flatMap { visible(callables[$0] ?? [], name, path: path) }
        return inherited.isEmpty ? nil : inherited
    }

    /// The declarations named `name` a use in file `path` sees (a `private` one only in its file).
    private func visible(_ declared: [CallableFact], _ name: String, path: String) -> [CallableFact] {
        declared.filter { $0.name == name && ($0.filePrivatePath.map { $0 == path } ?? true) }
    }
}
