/// What a value denotes: a name, a member chain, a call, read through the
/// declarations of names the project has (locals, optional bindings,
/// parameters, globals, statics, stored properties).
extension Resolution {
    /// The class a value reference denotes, if syntax and declarations tell.
    func resolveValue(_ reference: ValueReference, scope: [String], path: String, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch reference {
        case .instance(let type), .typed(let type):
            return resolveClass(type, scope: scope)
        case .staticMember(let type, let member):
            if let owner = resolveClass(type, scope: scope) {
                // `Model.shared`: the static's declared type, else the class itself.
                if let binding = bindingsByScope[owner]?.first(where: { $0.name == member }) {
                    return resolveBinding(binding, path: path, depth: depth + 1)
                }
                return owner
            }
            // `Current.kiosk`: a member of a global value.
            return resolveValue(.member(.name(Self.key(type)), member), scope: scope, path: path, depth: depth + 1)
        case .selfReference, .implicitSelf:
            return classes[Self.key(scope)] != nil ? Self.key(scope) : nil
        case .name(let name):
            guard let binding = lookupBinding(name, scope: scope, path: path) else { return nil }
            return resolveBinding(binding, path: path, depth: depth + 1)
        case .member(let base, let name):
            // A stored property of a value whose type is known: `model.settings`.
            guard let owner = resolveValueType(base, scope: scope, path: path, depth: depth + 1),
                  let binding = bindingsByScope[owner]?.first(where: { $0.name == name }) else { return nil }
            return resolveBinding(binding, path: path, depth: depth + 1)
        case .element(let base):
            // `sessions[id]`, `Session.active[id]`: the element type the collection is declared with.
            guard let binding = declaredBinding(of: base, scope: scope, path: path, depth: depth + 1),
                  case .elements(let type) = binding.source else { return nil }
            return resolveClass(type, scope: binding.scope)
        case .unknown:
            return nil
        }
    }

    /// The declaration that gives the type of a name, a static member or a
    /// stored property (`sessions`, `Session.active`, `store.sessions`).
    private func declaredBinding(of reference: ValueReference, scope: [String], path: String, depth: Int) -> ValueBindingFact? {
        guard depth < 8 else { return nil }
        switch reference {
        case .name(let name):
            return lookupBinding(name, scope: scope, path: path)
        case .staticMember(let type, let member):
            guard let owner = resolveType(type, scope: scope) else { return nil }
            return bindingsByScope[owner]?.first { $0.name == member }
        case .member(let base, let name):
            guard let owner = resolveValueType(base, scope: scope, path: path, depth: depth + 1) else { return nil }
            return bindingsByScope[owner]?.first { $0.name == name }
        default:
            return nil
        }
    }

    /// The observable class a value denotes, if any.
    func resolveObservable(_ reference: ValueReference, scope: [String], path: String) -> String? {
        resolveValue(reference, scope: scope, path: path).flatMap { isObservable($0) ? $0 : nil }
    }

    /// Like `resolveValue`, but also names struct and enum types that own stored
    /// properties, so that `appState.settings` resolves through a struct.
    private func resolveValueType(_ reference: ValueReference, scope: [String], path: String, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        if let resolved = resolveValue(reference, scope: scope, path: path, depth: depth) { return resolved }
        switch reference {
        case .name, .member:
            // A name, or `data.remoteServer.state`: a stored property of a struct, enum or actor.
            guard let binding = declaredBinding(of: reference, scope: scope, path: path, depth: depth),
                  case .type(let type) = binding.source else { return nil }
            return resolveType(type, scope: binding.scope)
        default:
            return nil
        }
    }

    private func resolveBinding(_ binding: ValueBindingFact, path: String, depth: Int) -> String? {
        switch binding.source {
        case .type(let type): return resolveClass(type, scope: binding.scope)
        // A collection is no class; `.element` reads what it holds.
        case .elements: return nil
        case .value(let value): return resolveValue(value, scope: binding.scope, path: path, depth: depth)
        }
    }

    /// Whether a value's type is declared (`x: T`, `T()`), whatever the type is:
    /// then a use on it that resolves to no observable class is no concern.
    func hasDeclaredType(_ reference: ValueReference, scope: [String], path: String, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        switch reference {
        case .instance, .typed: return true
        case .name(let name):
            guard let binding = lookupBinding(name, scope: scope, path: path) else { return false }
            switch binding.source {
            case .type, .elements: return true
            // `let player = MediaKit.Player()`: the type is written in the value.
            case .value(let value): return hasDeclaredType(value, scope: binding.scope, path: path, depth: depth + 1)
            }
        case .element(let base):
            guard case .elements? = declaredBinding(of: base, scope: scope, path: path, depth: depth + 1)?.source else { return false }
            return true
        default: return false
        }
    }

    private func lookupBinding(_ name: String, scope: [String], path: String) -> ValueBindingFact? {
        let local = (bindingsByPath[path] ?? []).filter { $0.name == name && scope.starts(with: $0.scope) }
        if let best = local.max(by: { $0.scope.count < $1.scope.count }) { return best }
        if let member = bindingsByScope[Self.key(scope)]?.first(where: { $0.name == name }) { return member }
        // A global declared in another file of the module, then in an imported module.
        let globalScopes = visibility.lookupPrefixes(from: scope).filter { $0.count <= visibility.moduleScope(of: scope).count }
        for global in globalScopes where global != scope {
            if let binding = bindingsByScope[Self.key(global)]?.first(where: { $0.name == name }) { return binding }
        }
        return nil
    }
}
