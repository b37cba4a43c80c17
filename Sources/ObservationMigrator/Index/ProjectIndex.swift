/// Phase 1, whole project: every class that adopts `ObservableObject` (in its
/// declaration, as `Combine.ObservableObject`, in an extension in any file, or
/// by inheriting from such a class), which of them are migrated and why the
/// others are not, plus the few facts the rewriters look up. Immutable once
/// built; built from `FileFacts` only, never from rewritten trees.
struct ProjectIndex: Sendable {
    /// Why an observable class stays in the old model.
    enum Exclusion: Sendable, Hashable {
        case combinePublisher
        case objectWillChange
        case notSelected
        case parseError
        case managedObject
        case inheritsExclusion(from: String)
        /// Conforms to a protocol that refines ObservableObject.
        case observableProtocol(String)
        /// Carries an attribute (likely a macro) whose generated members are unknown.
        case unknownAttribute(String)
        /// Passed where a generic parameter requires ObservableObject.
        case genericArgument(String)
    }

    private(set) var classes: [String: ClassFact] = [:]
    private var aliases: [String: (scope: [String], target: [String])] = [:]
    /// Observable classes (qualified name) mapped to their observable superclass, if any.
    private(set) var observableClasses: [String: String?] = [:]
    private(set) var migrated: Set<String> = []
    private(set) var exclusions: [String: Exclusion] = [:]
    private var projectedNames: [String: Set<String>] = [:]
    private var storageNames: [String: Set<String>] = [:]
    private var wrappers: [String: [String: WrapperPropertyFact]] = [:]
    private var bindingsByPath: [String: [ValueBindingFact]] = [:]
    private var bindingsByScope: [String: [ValueBindingFact]] = [:]
    private var protocolConformances: [String: String] = [:]
    private var observableGenerics: [String: Set<String>] = [:]

    init(facts: [FileFacts], configuration: Configuration) {
        for file in facts {
            for fact in file.classes {
                let key = Self.key(fact.qualifiedName)
                // Same name in two files (two targets, usually): keep the observable one.
                if let existing = classes[key], existing.declaresObservableObject, !fact.declaresObservableObject { continue }
                classes[key] = fact
            }
            for alias in file.typeAliases {
                aliases[Self.key(alias.scope + [alias.name])] = (alias.scope, alias.target)
            }
            for reference in file.projectedReferences {
                projectedNames[Self.key(reference.owner), default: []].insert(reference.name)
            }
            for reference in file.storageReferences {
                storageNames[Self.key(reference.owner), default: []].insert(reference.name)
            }
            for wrapper in file.wrapperProperties {
                wrappers[Self.key(wrapper.owner), default: [:]][wrapper.name] = wrapper
            }
            bindingsByPath[file.path] = file.valueBindings
            for binding in file.valueBindings {
                bindingsByScope[Self.key(binding.scope), default: []].append(binding)
            }
        }
        for file in facts {
            for generic in file.observableGenericTypes { observableGenerics[generic.name, default: []].formUnion(generic.labels) }
        }
        findObservableClasses(facts)
        decideMigration(facts, configuration: configuration)
    }

    static func key(_ components: [String]) -> String { components.joined(separator: ".") }

    // MARK: Building

    private mutating func findObservableClasses(_ facts: [FileFacts]) {
        for (key, fact) in classes where fact.declaresObservableObject {
            observableClasses[key] = .some(nil)
        }
        // Conforming to a protocol that refines ObservableObject makes a class
        // observable too, but it cannot migrate while the protocol requires it.
        let protocols = Set(facts.flatMap(\.observableProtocols).map { Self.key($0) })
        for (key, fact) in classes {
            if let refining = fact.inheritedTypes.compactMap({ $0 }).first(where: { protocols.contains(Self.key($0)) || protocols.contains($0.last ?? "") }) {
                observableClasses[key] = observableClasses[key] ?? .some(nil)
                protocolConformances[key] = Self.key(refining)
            }
        }
        for file in facts {
            for ext in file.extensions where ext.declaresObservableObject {
                if let target = resolveClass(ext.extendedType, scope: ext.scope) {
                    observableClasses[target] = observableClasses[target] ?? .some(nil)
                }
            }
        }
        // Subclasses of observable classes are observable too; repeat until stable.
        var changed = true
        while changed {
            changed = false
            for (key, fact) in classes where observableClasses[key] == nil {
                guard let first = fact.inheritedTypes.first, let superName = first,
                      let resolved = resolveClass(superName, scope: fact.scope), observableClasses[resolved] != nil else { continue }
                observableClasses[key] = .some(resolved)
                changed = true
            }
        }
        for (key, fact) in classes where fact.isAlreadyObservable {
            observableClasses[key] = nil
        }
    }

    private mutating func decideMigration(_ facts: [FileFacts], configuration: Configuration) {
        for file in facts where file.parseError != nil {
            for fact in file.classes where observableClasses[Self.key(fact.qualifiedName)] != nil {
                exclusions[Self.key(fact.qualifiedName)] = .parseError
            }
        }
        for (key, fact) in classes where observableClasses[key] != nil {
            if let refining = protocolConformances[key] { exclusions[key] = .observableProtocol(refining) }
            if isManagedObject(key) { exclusions[key] = .managedObject }
            if let attribute = fact.unknownAttributes.first { exclusions[key] = .unknownAttribute(attribute) }
            if let only = configuration.onlyTypes, !only.contains(key), !only.contains(fact.qualifiedName.last ?? key) {
                exclusions[key] = exclusions[key] ?? .notSelected
            }
        }
        for file in facts {
            if !configuration.allowCombine {
                for use in file.memberPublisherUses {
                    for target in publisherOwners(of: use, path: file.path) where exclusions[target] == nil {
                        exclusions[target] = .combinePublisher
                    }
                }
                for reference in file.projectedReferences {
                    let owner = Self.key(reference.owner)
                    if observableClasses[owner] != nil, declaresPublished(reference.name, in: owner), exclusions[owner] == nil {
                        exclusions[owner] = .combinePublisher
                    }
                }
            }
            for call in file.constructorCalls {
                for target in genericArgumentClasses(of: call, path: file.path) where exclusions[target] == nil {
                    exclusions[target] = .genericArgument(call.callee)
                }
            }
            for use in file.objectWillChangeUses {
                if let target = objectWillChangeOwner(of: use, path: file.path), exclusions[target] == nil {
                    exclusions[target] = .objectWillChange
                }
            }
        }
        // A class hierarchy moves as a whole: a subclass cannot stay an
        // ObservableObject when its superclass stops being one, and the reverse.
        var changed = true
        while changed {
            changed = false
            for (key, superclass) in observableClasses {
                guard let superclass else { continue }
                if let reason = exclusions[superclass], exclusions[key] == nil {
                    exclusions[key] = reason == .notSelected ? .notSelected : .inheritsExclusion(from: superclass)
                    changed = true
                } else if let reason = exclusions[key], exclusions[superclass] == nil {
                    exclusions[superclass] = reason == .notSelected ? .notSelected : .inheritsExclusion(from: key)
                    changed = true
                }
            }
        }
        migrated = Set(observableClasses.keys.filter { exclusions[$0] == nil })
    }

    // MARK: Queries

    /// Resolves a type name as written at `scope` to a known class, the way Swift
    /// looks names up: innermost scope first, through type aliases.
    func resolveClass(_ written: [String], scope: [String], depth: Int = 0) -> String? {
        guard !written.isEmpty, depth < 8 else { return nil }
        var prefix = scope
        while true {
            let candidate = Self.key(prefix + written)
            if classes[candidate] != nil { return candidate }
            // `Alias`, `Alias.Inner` or `Namespace.Alias`: any leading part may be an alias.
            for length in 1...written.count {
                if let alias = aliases[Self.key(prefix + written.prefix(length))] {
                    return resolveClass(alias.target + written.dropFirst(length), scope: alias.scope, depth: depth + 1)
                }
            }
            if prefix.isEmpty { break }
            prefix.removeLast()
        }
        // `MyApp.Model`: a module-qualified name.
        if written.count > 1 { return resolveClass(Array(written.dropFirst()), scope: [], depth: depth + 1) }
        return nil
    }

    /// The migrated class a type name written at `scope` denotes, if any.
    func migratedClass(_ written: [String]?, scope: [String]) -> String? {
        guard let written, let resolved = resolveClass(written, scope: scope), migrated.contains(resolved) else { return nil }
        return resolved
    }

    func isMigrated(_ qualifiedName: [String]) -> Bool { migrated.contains(Self.key(qualifiedName)) }

    func isObservable(_ key: String) -> Bool { observableClasses[key] != nil }

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


    /// The class a value reference denotes, if syntax and declarations tell.
    func resolveValue(_ reference: ValueReference, scope: [String], path: String, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch reference {
        case .instance(let type):
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
        case .unknown:
            return nil
        }
    }

    /// Like `resolveValue`, but also names struct and enum types that own stored
    /// properties, so that `appState.settings` resolves through a struct.
    private func resolveValueType(_ reference: ValueReference, scope: [String], path: String, depth: Int) -> String? {
        if let resolved = resolveValue(reference, scope: scope, path: path, depth: depth) { return resolved }
        guard case .name(let name) = reference, let binding = lookupBinding(name, scope: scope, path: path),
              case .type(let type) = binding.source else { return nil }
        var prefix = binding.scope
        while true {
            let candidate = Self.key(prefix + type)
            if bindingsByScope[candidate] != nil { return candidate }
            if prefix.isEmpty { return nil }
            prefix.removeLast()
        }
    }

    private func resolveBinding(_ binding: ValueBindingFact, path: String, depth: Int) -> String? {
        switch binding.source {
        case .type(let type): return resolveClass(type, scope: binding.scope)
        case .value(let value): return resolveValue(value, scope: binding.scope, path: path, depth: depth)
        }
    }

    /// Whether a value's type is declared (`x: T`, `T()`), whatever the type is:
    /// then a use on it that resolves to no observable class is no concern.
    func hasDeclaredType(_ reference: ValueReference, scope: [String], path: String) -> Bool {
        switch reference {
        case .instance: return true
        case .name(let name):
            guard let binding = lookupBinding(name, scope: scope, path: path) else { return false }
            if case .type = binding.source { return true }
            return false
        default: return false
        }
    }

    private func lookupBinding(_ name: String, scope: [String], path: String) -> ValueBindingFact? {
        let local = (bindingsByPath[path] ?? []).filter { $0.name == name && scope.starts(with: $0.scope) }
        if let best = local.max(by: { $0.scope.count < $1.scope.count }) { return best }
        if let member = bindingsByScope[Self.key(scope)]?.first(where: { $0.name == name }) { return member }
        // A global declared in another file.
        return scope.isEmpty ? nil : bindingsByScope[""]?.first { $0.name == name }
    }

    /// Whether `name` is `@Published` in the class or one of its observable superclasses.
    func declaresPublished(_ name: String, in key: String) -> Bool {
        var current: String? = key
        while let type = current {
            if classes[type]?.properties.contains(where: { $0.name == name && $0.kind == .published }) == true { return true }
            current = observableClasses[type] ?? nil
        }
        return false
    }

    /// The observable classes whose publisher a `base.$name` use may read.
    func publisherOwners(of use: MemberUseFact, path: String) -> [String] {
        if let resolved = resolveValue(use.base, scope: use.scope, path: path) {
            return isObservable(resolved) ? [resolved] : []
        }
        // Unknown base: every observable class publishing that name, to stay safe.
        return observableClasses.keys.filter { declaresPublished(use.member, in: $0) }.sorted()
    }

    /// The observable class whose `objectWillChange` a use reads, if it can be told.
    func objectWillChangeOwner(of use: MemberUseFact, path: String) -> String? {
        guard let resolved = resolveValue(use.base, scope: use.scope, path: path), isObservable(resolved) else { return nil }
        return resolved
    }

    /// The observable classes a call passes where a generic parameter of the
    /// called type requires ObservableObject (`Panel(model: sidebar)`).
    func genericArgumentClasses(of call: ConstructorCallFact, path: String) -> [String] {
        guard let labels = observableGenerics[call.callee] else { return [] }
        return call.arguments.filter { labels.contains($0.label) }.compactMap { argument in
            resolveValue(argument.value, scope: call.scope, path: path).flatMap { isObservable($0) ? $0 : nil }
        }
    }

    /// The names whose `$name` projection is used inside a type (all its extensions included).
    func projectedNames(in owner: [String]) -> Set<String> { projectedNames[Self.key(owner)] ?? [] }

    /// The names whose `_name` storage is used inside a type, other than to initialise it.
    func storageNames(in owner: [String]) -> Set<String> { storageNames[Self.key(owner)] ?? [] }

    /// The observable-wrapper property `name` of a type, if it has one.
    func wrapperProperty(_ name: String, of owner: [String]) -> WrapperPropertyFact? { wrappers[Self.key(owner)]?[name] }
}
