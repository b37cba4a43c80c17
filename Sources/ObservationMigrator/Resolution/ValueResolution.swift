import SyntaxSupport

/// What a value denotes: a name, a member chain, a call, read through the
/// declarations of names the project has (locals, optional bindings,
/// parameters, globals, statics, stored properties).
extension Resolution {
    /// Where a name is used, as far as its locals go: in the body of which
    /// function (`LexicalScope.enclosingFunction`; nil: outside any), or not
    /// told, when a local is taken only if no other declaration of the name
    /// in that scope says something else.
    enum Enclosing: Sendable {
        case unknown
        case known(String?)
    }

    /// The class a value reference denotes, if syntax and declarations tell.
    func resolveValue(_ reference: ValueReference, scope: [String], path: String, in function: Enclosing = .unknown, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch reference {
        case .instance(let type), .typed(let type):
            return resolveClass(type, scope: scope)
        case .staticMember(let type, let member):
            if let owner = resolveClass(type, scope: scope) {
                // `Model.shared`: the static's declared type, else the class itself.
                if let binding = memberBinding(member, of: owner) {
                    return resolveBinding(binding, path: path, depth: depth + 1)
                }
                return owner
            }
            // `Services.preferences`, `Store.shared`: a static of an enum, a struct or an actor.
            if let owner = resolveType(type, scope: scope) {
                guard let binding = memberBinding(member, of: owner) else { return nil }
                return resolveBinding(binding, path: path, depth: depth + 1)
            }
            // `Current.kiosk`: a member of a global value.
            return resolveValue(.member(.name(Self.key(type)), member), scope: scope, path: path, in: function, depth: depth + 1)
        case .selfReference, .implicitSelf:
            return classes[Self.key(scope)] != nil ? Self.key(scope) : nil
        case .name(let name):
            guard let binding = lookupBinding(name, scope: scope, path: path, in: function, depth: depth) else { return nil }
            return resolveBinding(binding, path: path, depth: depth + 1)
        case .member(let base, let name):
            // A stored property of a value whose type is known: `model.settings`.
            guard let owner = resolveValueType(base, scope: scope, path: path, in: function, depth: depth + 1),
                  let binding = memberBinding(name, of: owner) else { return nil }
            return resolveBinding(binding, path: path, depth: depth + 1)
        case .element(let base), .iteratedElement(let base):
            // `sessions[id]`, `Session.active[id]`, `sessions.map { $0 }`: the element type the collection is declared with.
            guard let binding = declaredBinding(of: base, scope: scope, path: path, in: function, depth: depth + 1),
                  case .elements(let type) = binding.source,
                  !(binding.isKeyed && reference == .iteratedElement(base)) else { return nil }
            return resolveClass(type, scope: binding.scope)
        case .called(let base, let name):
            // `makeSession()`: the class the function is declared to give.
            guard let result = callResult(name, on: base, scope: scope, path: path, in: function, depth: depth + 1) else { return nil }
            return resolveClass(result.type, scope: result.scope)
        case .metatype, .unknown:
            return nil
        }
    }

    /// Whether a static read (`Store.shared`) names a stored static the
    /// project declares, made once, or a case of one of its enums
    /// (`Phase.idle`): reading it again builds nothing. A computed one, or
    /// one the project does not declare, may build at each read.
    /// `declaredType`: the class an implicit member (`.shared`, no type
    /// written) is read from.
    func isStoredStatic(_ reference: ValueReference, scope: [String], declaredType: String) -> Bool {
        guard case .staticMember(let type, let member) = reference else { return false }
        let binding: ValueBindingFact?
        if type.isEmpty {
            binding = memberBinding(member, of: declaredType)
        } else if let owner = resolveClass(type, scope: scope) ?? resolveType(type, scope: scope) {
            // A case of an enum of the project is a value: reading it runs nothing.
            if enumCases[owner]?.contains(member) == true { return true }
            binding = memberBinding(member, of: owner)
        } else {
            // `Current.kiosk`: a member of a global value.
            binding = declaredBinding(of: .member(.name(Self.key(type)), member), scope: scope, path: "", in: .unknown, depth: 0)
        }
        return binding.map { !$0.isComputed } ?? false
    }

    /// The declaration that gives the type of a name, a static member or a
    /// stored property (`sessions`, `Session.active`, `store.sessions`).
    private func declaredBinding(of reference: ValueReference, scope: [String], path: String, in function: Enclosing, depth: Int) -> ValueBindingFact? {
        guard depth < 8 else { return nil }
        switch reference {
        case .name(let name):
            return lookupBinding(name, scope: scope, path: path, in: function, depth: depth)
        case .staticMember(let type, let member):
            guard let owner = resolveType(type, scope: scope) else { return nil }
            return memberBinding(member, of: owner)
        case .member(let base, let name):
            guard let owner = resolveValueType(base, scope: scope, path: path, in: function, depth: depth + 1) else { return nil }
            return memberBinding(name, of: owner)
        default:
            return nil
        }
    }

    /// A stored property or static `name` of a type, or of its superclasses
    /// (`viewModel.context`, declared by a generic base class).
    func memberBinding(_ name: String, of owner: String) -> ValueBindingFact? {
        for key in lineage(of: owner) {
            // A member: not a local of one of the type's functions.
            if let binding = bindingsByScope[key]?.first(where: { $0.name == name && $0.function == nil }) { return binding }
        }
        return nil
    }

    /// The observable class a declaration holds, if any: its written type's
    /// (a collection's elements' included), else its value's.
    func observableClass(heldBy binding: ValueBindingFact) -> String? {
        let resolved: String?
        switch binding.source {
        case .type(let type), .elements(let type): resolved = resolveClass(type, scope: binding.scope)
        case .value(let value): resolved = resolveValue(value, scope: binding.scope, path: "", in: .known(binding.function))
        case .payload: resolved = payloadType(of: binding, path: "", depth: 0).flatMap { resolveClass($0.type, scope: $0.scope) }
        }
        return resolved.flatMap { isObservable($0) ? $0 : nil }
    }

    /// The observable classes a class's stored instance properties hold
    /// (`let session: Session`, `var rows: [Row]`), its superclasses' included;
    /// not a function's locals, nor statics.
    func storedObservableClasses(of owner: String) -> [String] {
        lineage(of: owner).flatMap { key in
            (bindingsByScope[key] ?? []).filter { !$0.isComputed && !$0.isStatic && $0.function == nil }.compactMap(observableClass(heldBy:))
        }
    }

    /// The observable classes stored in an instance property of a struct or
    /// an enum of the project: a SwiftUI view's `@State var m = M()`,
    /// `@Bindable var m: M` or `var m: M` (what an earlier run that stopped
    /// part way made of a wrapper).
    func observableClassesStoredInValueTypes() -> [String] {
        var found: [String] = []
        for (owner, bindings) in bindingsByScope where classes[owner] == nil && isDeclaredType(owner) {
            found += bindings.filter { !$0.isComputed && !$0.isStatic && $0.function == nil }.compactMap(observableClass(heldBy:))
        }
        return found
    }

    /// The observable class a value denotes, if any.
    func resolveObservable(_ reference: ValueReference, scope: [String], path: String) -> String? {
        resolveValue(reference, scope: scope, path: path).flatMap { isObservable($0) ? $0 : nil }
    }

    /// Like `resolveValue`, but also names struct and enum types that own stored
    /// properties, so that `appState.settings` resolves through a struct.
    func resolveValueType(_ reference: ValueReference, scope: [String], path: String, in function: Enclosing, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        if let resolved = resolveValue(reference, scope: scope, path: path, in: function, depth: depth) { return resolved }
        switch reference {
        case .instance(let type), .typed(let type):
            // `Store()`: an actor, a struct or an enum.
            return resolveType(type, scope: scope)
        case .selfReference, .implicitSelf:
            // `self.model` in a struct, an enum or an extension: a member of the type the use is in.
            return scope.isEmpty ? nil : Self.key(scope)
        case .name, .member, .staticMember:
            // A name, `data.remoteServer.state` or `Store.shared`: a stored
            // property or a static of a struct, enum or actor, declared with
            // its type or with a value whose type is known (`Store()`).
            guard let binding = declaredBinding(of: reference, scope: scope, path: path, in: function, depth: depth) else {
                return hostedView(reference, scope: scope, path: path, in: function, depth: depth)
            }
            return declaredTypeKey(of: binding, path: path, depth: depth)
        case .called(let base, let name):
            // `makeConfiguration().store`: a struct, an enum or an actor the function gives.
            return callResult(name, on: base, scope: scope, path: path, in: function, depth: depth + 1).flatMap { resolveType($0.type, scope: $0.scope) }
        default:
            return nil
        }
    }

    /// The view a `UIHostingController<V>` subclass hosts, for its `rootView`
    /// (`rootView.model`, `self.rootView.model`), which no binding declares.
    private func hostedView(_ reference: ValueReference, scope: [String], path: String, in function: Enclosing, depth: Int) -> String? {
        let base: ValueReference
        switch reference {
        case .name("rootView"): base = .implicitSelf
        case .member(let owner, "rootView"): base = owner
        default: return nil
        }
        guard let owner = resolveValue(base, scope: scope, path: path, in: function, depth: depth + 1) else { return nil }
        for key in lineage(of: owner) {
            if let fact = classes[key], let hosted = fact.hostedViewType { return resolveType(hosted, scope: fact.scope) }
        }
        return nil
    }

    private func resolveBinding(_ binding: ValueBindingFact, path: String, depth: Int) -> String? {
        switch binding.source {
        case .type(let type): return resolveClass(type, scope: binding.scope)
        // A collection is no class; `.element` reads what it holds.
        case .elements: return nil
        case .value(let value): return resolveValue(value, scope: binding.scope, path: path, in: .known(binding.function), depth: depth)
        case .payload: return payloadType(of: binding, path: path, depth: depth).flatMap { resolveClass($0.type, scope: $0.scope) }
        }
    }

    /// The type an associated value a pattern binds is declared with, and
    /// where to read it: the subject's enum, its case of that name with as
    /// many values (only one: cases told apart by their labels are not told).
    func payloadType(of binding: ValueBindingFact, path: String, depth: Int) -> (type: [String], scope: [String])? {
        guard depth < 8, case .payload(let subject, let name, let index, let count) = binding.source,
              let owner = resolveValueType(subject, scope: binding.scope, path: path, in: .known(binding.function), depth: depth + 1),
              let payloads = enumPayloads[owner] else { return nil }
        let matching = (payloads.cases[name] ?? []).filter { $0.count == count }
        guard matching.count == 1, let type = matching[0][index] else { return nil }
        return (type, payloads.enum)
    }

    /// Whether a value's type is declared (`x: T`, `T()`), whatever the type is:
    /// then a use on it that resolves to no observable class is no concern.
    func hasDeclaredType(_ reference: ValueReference, scope: [String], path: String, in function: Enclosing = .unknown, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        switch reference {
        case .instance, .typed: return true
        case .name, .member(.selfReference, _):
            guard let binding = declaredBinding(of: reference, scope: scope, path: path, in: function, depth: depth) else { return false }
            switch binding.source {
            case .type, .elements: return true
            // `let player = MediaKit.Player()`: the type is written in the value.
            case .value(let value): return hasDeclaredType(value, scope: binding.scope, path: path, in: .known(binding.function), depth: depth + 1)
            case .payload: return payloadType(of: binding, path: path, depth: depth + 1) != nil
            }
        case .element(let base), .iteratedElement(let base):
            guard let binding = declaredBinding(of: base, scope: scope, path: path, in: function, depth: depth + 1),
                  case .elements = binding.source else { return false }
            return !(binding.isKeyed && reference == .iteratedElement(base))
        // `makeSession()`: a function declared to give a type of the project.
        case .called(let base, let name):
            return callResult(name, on: base, scope: scope, path: path, in: function, depth: depth + 1) != nil
        default: return false
        }
    }

    func lookupBinding(_ name: String, scope: [String], path: String, in function: Enclosing, depth: Int) -> ValueBindingFact? {
        let declared = (bindingsByPath[path] ?? []).filter { $0.name == name && scope.starts(with: $0.scope) }
        switch function {
        case .known(let function):
            // A local of the function the name is used in, or of one around it; then a member or a global.
            let visible = declared.filter { $0.isSeen(from: function) }
            let hasConditional = visible.contains(where: \.isConditional)
            let plain = hasConditional ? visible.filter { !$0.isConditional } : visible
            let outer: ValueBindingFact?
            if let best = plain.max(by: { ($0.function?.count ?? -1, $0.scope.count) < ($1.function?.count ?? -1, $1.scope.count) }) {
                // Two declarations in the same body that say different things tell nothing.
                let rivals = plain.filter { $0.function == best.function && $0.scope.count == best.scope.count }
                guard agree(rivals, path: path, depth: depth + 1) else { return nil }
                outer = best
            } else {
                outer = memberOrGlobal(name, scope: scope)
            }
            guard hasConditional else { return outer }
            // A `guard let` declares a name for the rest of its block, which the
            // key does not tell: a use may read it or what the name means
            // without it, and is told only when both agree.
            let guarded = visible.filter { $0.isConditional && $0.region == nil }
            // A name an `if let`, a `case` or a `for` binds is seen in its block,
            // where it hides the names outside (those blocks' keys tell which
            // the use is in): the innermost, unless a local declared in that
            // block too, or a `guard`'s name, may say otherwise.
            if let inner = visible.filter({ $0.region != nil }).max(by: { ($0.region?.count ?? 0) < ($1.region?.count ?? 0) }) {
                let regionLength = inner.region?.count ?? 0
                let rivals = visible.filter { $0.region == inner.region }
                    + guarded + (outer.flatMap { ($0.function?.count ?? -1) >= regionLength ? [$0] : nil } ?? [])
                return agree(rivals, path: path, depth: depth + 1) ? inner : nil
            }
            guard let first = guarded.first else { return outer }
            return agree(guarded + (outer.map { [$0] } ?? []), path: path, depth: depth + 1) ? first : nil
        case .unknown:
            // Where the use is was not told: two declarations that say different things tell nothing.
            if let best = declared.max(by: { $0.scope.count < $1.scope.count }) {
                return agree(declared.filter { $0.scope.count == best.scope.count }, path: path, depth: depth + 1) ? best : nil
            }
        }
        return memberOrGlobal(name, scope: scope)
    }

    /// A member of the type the use is in, else a global of its module or of a module it imports.
    private func memberOrGlobal(_ name: String, scope: [String]) -> ValueBindingFact? {
        // Not a local of another function of the type, nor of a global function.
        if let member = bindingsByScope[Self.key(scope)]?.first(where: { $0.name == name && $0.function == nil }) { return member }
        // A global declared in another file of the module, then in an imported module.
        let globalScopes = visibility.lookupPrefixes(from: scope).filter { $0.count <= visibility.moduleScope(of: scope).count }
        for global in globalScopes where global != scope {
            if let binding = bindingsByScope[Self.key(global)]?.first(where: { $0.name == name && $0.function == nil }) { return binding }
        }
        return nil
    }

    /// Whether declarations of one name say the same: the same source, or
    /// types that resolve to the same declared type.
    private func agree(_ bindings: [ValueBindingFact], path: String, depth: Int) -> Bool {
        guard let first = bindings.first, bindings.contains(where: { $0.source != first.source }) else { return true }
        guard let type = declaredTypeKey(of: first, path: path, depth: depth) else { return false }
        return bindings.dropFirst().allSatisfy { declaredTypeKey(of: $0, path: path, depth: depth) == type }
    }

    /// The project type a declaration's name has, as a key, when it can be
    /// told: its written type, its value's, or the type a pattern binds.
    private func declaredTypeKey(of binding: ValueBindingFact, path: String, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        switch binding.source {
        case .type(let type): return resolveType(type, scope: binding.scope)
        case .value(let value): return resolveValueType(value, scope: binding.scope, path: path, in: .known(binding.function), depth: depth + 1)
        case .payload: return payloadType(of: binding, path: path, depth: depth + 1).flatMap { resolveType($0.type, scope: $0.scope) }
        case .elements: return nil
        }
    }
}

extension Resolution {
    /// Whether `type`, written at `scope`, is an enum of the project with cases.
    func isEnum(_ type: [String], scope: [String]) -> Bool {
        resolveType(type, scope: scope).map { enumCases[$0] != nil } ?? false
    }

    /// Whether `Type.name`, written at `scope`, is a case of an enum of the project.
    func isEnumCase(_ name: String, of type: [String], scope: [String]) -> Bool {
        resolveType(type, scope: scope).map { enumCases[$0]?.contains(name) == true } ?? false
    }
}
