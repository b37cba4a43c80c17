import SyntaxSupport

/// What a value whose class cannot be told may be: the candidates a use the
/// policy cannot resolve keeps (`ReportUnknownObservables`, `LeaveUnobservedClasses`).
extension Resolution {
    /// The observable classes a wrapper's or a value's type may be when it
    /// cannot be told (`resolveWrappedClass` gave nil), read from the names it
    /// is written with. A written type: the project's classes of that name. A
    /// value: what the declaration its name finds says (a written type, or
    /// the value it is bound to, read the same way); for a name no declaration
    /// in reach tells (declared in a file or an extension the run cannot see
    /// into), the classes of every declaration of that name in the project
    /// (`shared`, `Store.shared.products`). Empty when no class of the project
    /// can be it (a third-party type). Sorted.
    func possibleClasses(type: [String]?, value: ValueReference?, scope: [String], path: String, in function: Enclosing = .unknown) -> [String] {
        var found: Set<String> = []
        if let type {
            named(type, scope: scope, into: &found)
        } else if let value {
            possible(value, scope: scope, path: path, function: function, depth: 0, into: &found)
        }
        return found.sorted()
    }

    /// Every observable class of the project visible from `scope`: what a
    /// wrapper may hold when nothing about its value can be read (a
    /// function's result, a generic call).
    func visibleObservableClasses(from scope: [String]) -> [String] {
        observableClasses.keys.filter { visibility.isVisible($0, from: scope) }.sorted()
    }

    private func named(_ written: [String], scope: [String], into found: inout Set<String>) {
        guard let last = written.last else { return }
        for key in observableClasses.keys where Self.key(key, isNamed: last) && visibility.isVisible(key, from: scope) {
            found.insert(key)
        }
    }

    private func possible(_ value: ValueReference, scope: [String], path: String, function: Enclosing, depth: Int, into found: inout Set<String>) {
        guard depth < 8 else { return }
        switch value {
        case .instance(let written), .typed(let written):
            named(written, scope: scope, into: &found)
        case .name(let name):
            if let binding = lookupBinding(name, scope: scope, path: path, in: function, depth: depth) {
                possible(binding, path: path, depth: depth, into: &found)
            } else {
                declarations(of: name, into: &found)
            }
        case .member(let base, let name):
            if let owner = resolveValueType(base, scope: scope, path: path, in: function, depth: depth + 1),
               let binding = memberBinding(name, of: owner) {
                possible(binding, path: path, depth: depth, into: &found)
            } else {
                declarations(of: name, into: &found)
            }
        case .staticMember(let type, let name):
            if let owner = resolveType(type, scope: scope), let binding = memberBinding(name, of: owner) {
                possible(binding, path: path, depth: depth, into: &found)
            } else if type.count == 1, lookupBinding(type[0], scope: scope, path: path, in: function, depth: depth) != nil {
                // `Current.kiosk`: a member of a global value.
                possible(.member(.name(type[0]), name), scope: scope, path: path, function: function, depth: depth + 1, into: &found)
            } else if let last = type.last {
                // `Store.shared`: the class of that name itself, or a static
                // of that name of a type of that name (its declaration or an
                // extension), in any module: a file that a target which does
                // not see the type compiles is the text another target reads.
                // Another library's type (`Wallet.shared`) is none of them.
                found.formUnion(observableClasses.keys.filter { Self.key($0, isNamed: last) })
                statics(named: name, ofTypesNamed: last, into: &found)
            }
        case .element(let base), .iteratedElement(let base):
            possible(base, scope: scope, path: path, function: function, depth: depth + 1, into: &found)
        case .called(let base, let name):
            if let result = callResult(name, on: base, scope: scope, path: path, in: function, depth: depth + 1) {
                named(result.type, scope: result.scope, into: &found)
            }
        case .implicitSelf, .selfReference, .metatype, .unknown:
            break
        }
    }

    private func possible(_ binding: ValueBindingFact, path: String, depth: Int, into found: inout Set<String>) {
        switch binding.source {
        case .type(let type), .elements(let type): named(type, scope: binding.scope, into: &found)
        case .value(let value): possible(value, scope: binding.scope, path: path, function: .known(binding.function), depth: depth + 1, into: &found)
        case .payload:
            // The value's declared type, else what any declaration of the name holds.
            if let payload = payloadType(of: binding, path: path, depth: depth + 1) {
                named(payload.type, scope: payload.scope, into: &found)
            } else {
                declarations(of: binding.name, into: &found)
            }
        }
    }

    /// The classes of the statics `name` of the types named `typeName`.
    private func statics(named name: String, ofTypesNamed typeName: String, into found: inout Set<String>) {
        for (key, bindings) in bindingsByScope where Self.key(key, isNamed: typeName) {
            for binding in bindings where binding.name == name && binding.isStatic {
                if let key = observableClass(heldBy: binding) { found.insert(key) }
            }
        }
    }

    /// The classes of every declaration of `name` anywhere in the project.
    private func declarations(of name: String, into found: inout Set<String>) {
        for bindings in bindingsByScope.values {
            for binding in bindings where binding.name == name {
                if let key = observableClass(heldBy: binding) { found.insert(key) }
            }
        }
        for bindings in bindingsByPath.values {
            for binding in bindings where binding.name == name && binding.function != nil {
                if let key = observableClass(heldBy: binding) { found.insert(key) }
            }
        }
    }

    /// Whether a qualified name's last component is `name` (`App.Feed`, `Feed`).
    static func key(_ key: String, isNamed name: String) -> Bool {
        key == name || key.hasSuffix("." + name)
    }
}
