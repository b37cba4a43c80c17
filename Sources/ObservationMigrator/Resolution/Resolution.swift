import SyntaxSupport

/// Name resolution over the whole project: which class a type name, a value
/// or a member denotes, as far as declarations tell (nesting, type aliases,
/// locals, optional bindings, globals, statics, stored properties), and which
/// classes are `ObservableObject`s. Every rule asks these questions here;
/// none looks names up on its own. Built from `FileFacts` only, immutable.
///
/// Migration policy (which observable classes migrate) is not decided here:
/// see `MigrationPolicy`.
struct Resolution: Sendable {
    private(set) var classes: [String: ClassFact] = [:]
    private var aliases: [String: (scope: [String], target: [String])] = [:]
    /// Every type the project declares (classes, structs, enums, actors, protocols, aliases), by qualified name.
    private var declaredTypes: Set<String> = []
    /// The project's types that are `Equatable`, by qualified name.
    private var equatableTypes: Set<String> = []
    /// The project's types with a hand-written `==` (`FileFacts.customEqualityTypes`).
    private var customEqualityTypes: Set<String> = []
    /// Observable classes (qualified name) mapped to their observable superclass, if any.
    private(set) var observableClasses: [String: String?] = [:]
    /// Classes already `@Observable` (an earlier run, a hand migration, a run
    /// that stopped part way): their uses convert as a migrated class's do.
    private(set) var alreadyObservable: Set<String> = []
    /// The classes views read with `@EnvironmentObject`, of the wrappers whose
    /// types can be told, and whether every one's can.
    private(set) var environmentObjectClasses: Set<String> = []
    private(set) var everyEnvironmentObjectIsTold = true
    /// Classes made `Codable`, `Decodable` or `Encodable` by an extension.
    private(set) var codableThroughExtension: Set<String> = []
    /// The coding members of a class, in its body or its extensions.
    func codingMembers(of key: String) -> Set<ClassMembers.CodingMember> {
        (classes[key]?.codingMembers ?? []).union(codingMembersInExtensions[key] ?? [])
    }

    /// The coding members extensions of a class declare.
    private(set) var codingMembersInExtensions: [String: Set<ClassMembers.CodingMember>] = [:]
    /// Every class's conformances (in its declaration and its extensions), resolved to project types.
    private var conformanceKeys: [String: Set<String>] = [:]
    /// Protocols of the project with a requirement typed `Published<T>.Publisher`.
    private(set) var protocolsRequiringPublishers: Set<String> = []
    /// The types (nil: none, top level) in which `Published<T>.Publisher` is written.
    private(set) var publisherTypeOwners: Set<String?> = []
    /// The names of the declarations around every `Published<T>.Publisher`
    /// written in the project (`PublisherTypeFact.declarationNames`).
    private(set) var publisherTypeDeclarationNames: Set<String> = []
    /// Whether a type alias (or associated type) names a `Published<T>.Publisher`.
    private(set) var publisherTypeIsAliased = false
    /// Where each `Published<T>.Publisher` is written outside a protocol: its
    /// file, its position, its owner's key and the declarations around it.
    private(set) var publisherTypeSites: [(path: String, position: SourcePosition, owner: String?, declarationNames: [String])] = []
    /// Plain classes (not `ObservableObject`) made observable because an observable
    /// subclass inherits their `@Published` properties.
    private(set) var publishingBases: Set<String> = []
    /// Each enum of the project → its cases' names.
    private(set) var enumCases: [String: Set<String>] = [:]
    /// The enums with generic parameters (`FileFacts.genericEnums`).
    private(set) var genericEnums: Set<String> = []
    /// Each enum's cases with associated values: the enum's qualified name
    /// (where the value types are read) and the types, by case name.
    /// (Cases may share a name and differ in their labels.)
    private(set) var enumPayloads: [String: (enum: [String], cases: [String: [[[String]?]]])] = [:]
    /// The project's property wrapper types, by key: whether one can tell an
    /// enclosing object of a change (see `FileFacts.propertyWrappers`).
    private(set) var propertyWrappers: [String: Bool] = [:]
    /// The project's property wrappers whose construction only stores values.
    private(set) var pureWrappers: Set<String> = []
    private(set) var announcingExtensions: Set<String> = []
    /// The protocols (resolved, see `Resolution+Protocols`) that refine `ObservableObject`.
    var observableProtocols = ObservableProtocols()
    private(set) var projectedNames: [String: Set<String>] = [:]
    /// Every `x.$name` in the project, by name: what `x` is and where.
    private(set) var memberProjections: [String: [(base: ValueReference, scope: [String], path: String)]] = [:]
    private(set) var storageNames: [String: Set<String>] = [:]
    private(set) var wrappers: [String: [String: WrapperPropertyFact]] = [:]
    private(set) var environmentProperties: [String: [String: EnvironmentPropertyFact]] = [:]
    private(set) var bindingsByPath: [String: [ValueBindingFact]] = [:]
    private(set) var bindingsByScope: [String: [ValueBindingFact]] = [:]
    /// The functions and stored closures of each type (its extensions' too) and scope of globals.
    private(set) var callables: [String: [CallableFact]] = [:]
    /// Types with a generic parameter constrained to `ObservableObject`: the init labels of that parameter.
    private(set) var observableGenerics: [String: Set<String>] = [:]
    /// The simple names of those types.
    private(set) var observableGenericNames: Set<String> = []
    /// The functions with a parameter that requires `ObservableObject` (`FileFacts.observableGenericFunctions`).
    private(set) var observableGenericFunctionNames: Set<String> = []
    /// The simple names of the classes, aliases and types: a lookup of a name
    /// none of them has (`String`, `View`) ends at once.
    private var classNames: Set<String> = []
    private var aliasNames: Set<String> = []
    private var declaredTypeNames: Set<String> = []
    /// Top-level `private`/`fileprivate` types: the file each is declared in.
    private var filePrivateTypes: [String: String] = [:]
    /// The generic parameters of types bound to one class of the project
    /// (`struct ShelfView<Model: Shelf>`: `…ShelfView.Model` → `Shelf`).
    private(set) var classBoundParameters: [String: String] = [:]

    /// What each module sees of the others (everything, without a module map).
    let visibility: ModuleVisibility

    /// `guessedModules`: the modules only a folder stands for (see `ModuleVisibility`).
    init(facts: [FileFacts], guessedModules: Set<String> = [], concurrency: Int? = nil) {
        visibility = ModuleVisibility(facts: facts, guessed: guessedModules)
        // Each file's keys are made on any core; the tables are filled in file order.
        let fileKeys = ParallelMap.map(facts, concurrency: concurrency, FileKeys.init)
        // The value bindings' tables, the largest, are filled on another core
        // while the others are; they are first read for the environment objects below.
        let bindingTables = BackgroundWork(concurrency: concurrency) { Self.bindingTables(facts, fileKeys) }
        for (file, keys) in zip(facts, fileKeys) {
            for (fact, key) in zip(file.classes, keys.classes) {
                if let existing = classes[key], existing.path == fact.path {
                    // One class declared in several `#if` branches of a file: one class, all members.
                    classes[key] = existing.merged(with: fact)
                    continue
                }
                // Same name in two files of one module (two `#if` platforms,
                // or no module map to tell targets apart): keep the observable one.
                if let existing = classes[key], existing.declaresObservableObject, !fact.declaresObservableObject { continue }
                classes[key] = fact
            }
            for (alias, key) in zip(file.typeAliases, keys.aliases) {
                aliases[key] = (alias.scope, alias.target)
                declaredTypes.insert(key)
            }
            for (type, cases) in file.enumCases { enumCases[Self.key(type), default: []].formUnion(cases) }
            genericEnums.formUnion(file.genericEnums.map(Self.key))
            for (type, name, values) in file.enumPayloads {
                enumPayloads[Self.key(type), default: (type, [:])].cases[name, default: []].append(values)
            }
            for (type, announces, buildsPurely) in file.propertyWrappers {
                propertyWrappers[Self.key(type), default: false] = propertyWrappers[Self.key(type)] == true || announces
                if buildsPurely { pureWrappers.insert(Self.key(type)) }
            }
            announcingExtensions.formUnion(file.enclosingInstanceExtensions)
            for callable in file.callables { callables[Self.key(callable.scope), default: []].append(callable) }
            declaredTypes.formUnion(keys.classes)
            declaredTypes.formUnion(keys.typeDeclarations)
            for name in file.filePrivateTypes { filePrivateTypes[Self.key(name)] = file.path }
            for use in file.memberPublisherUses { memberProjections[use.member, default: []].append((use.base, use.scope, file.path)) }
            for (reference, key) in zip(file.projectedReferences, keys.projectedOwners) {
                projectedNames[key, default: []].insert(reference.name)
            }
            for (reference, key) in zip(file.storageReferences, keys.storageOwners) {
                storageNames[key, default: []].insert(reference.name)
            }
            for (wrapper, key) in zip(file.wrapperProperties, keys.wrapperOwners) {
                wrappers[key, default: [:]][wrapper.name] = wrapper
            }
            for property in file.environmentProperties {
                environmentProperties[Self.key(property.owner), default: [:]][property.name] = property
            }
            classNames.formUnion(keys.classNames)
            aliasNames.formUnion(keys.aliasNames)
            declaredTypeNames.formUnion(keys.declaredTypeNames)
            observableGenericFunctionNames.formUnion(file.observableGenericFunctions)
            for generic in file.observableGenericTypes {
                observableGenerics[Self.key(generic.name), default: []].formUnion(generic.labels)
                if let name = generic.name.last { observableGenericNames.insert(name) }
            }
        }
        findObservableClasses(facts)
        classBoundParameters = classBounds(in: facts)
        (bindingsByPath, bindingsByScope) = bindingTables.value
        for file in facts {
            for wrapper in file.wrapperProperties where wrapper.wrapper == .environmentObject && !wrapper.typeIsGenericParameter {
                if let resolved = resolveWrappedClass(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: wrapper.path) {
                    environmentObjectClasses.insert(resolved)
                } else {
                    everyEnvironmentObjectIsTold = false
                }
            }
        }
        protocolsRequiringPublishers = Set(facts.flatMap(\.publisherTypes).filter(\.inProtocol).compactMap { $0.owner.map(Self.key) })
        publisherTypeOwners = Set(facts.flatMap(\.publisherTypes).map { $0.owner.map(Self.key) })
        publisherTypeDeclarationNames = Set(facts.flatMap(\.publisherTypes).flatMap(\.declarationNames))
        publisherTypeIsAliased = facts.contains { $0.publisherTypes.contains(where: \.isAliased) }
        publisherTypeSites = facts.flatMap { file in
            file.publisherTypes.filter { !$0.inProtocol }.map { (file.path, $0.position, $0.owner.map(Self.key), $0.declarationNames) }
        }
        for file in facts {
            for (scope, name) in file.equatableTypes {
                if let key = resolveType(name, scope: scope) { equatableTypes.insert(key) }
            }
            for (scope, name) in file.customEqualityTypes {
                if let key = resolveType(name, scope: scope) { customEqualityTypes.insert(key) }
            }
        }
        // Freeing the files' keys (many small strings) would hold up the policy.
        ReleaseInBackground.release((fileKeys, bindingTables), concurrency: concurrency)
    }

    /// `components.joined(separator: ".")`, its bytes copied into a string
    /// of the right size: keys are made for every lookup, and the generic
    /// `joined` costs several times as much.
    static func key(_ components: [String]) -> String {
        guard components.count > 1 else { return components.first ?? "" }
        let count = components.reduce(components.count - 1) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for (position, component) in components.enumerated() {
                if position > 0 {
                    buffer[offset] = UInt8(ascii: ".")
                    offset += 1
                }
                var component = component
                component.withUTF8 { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: bytes)
                    offset += bytes.count
                }
            }
            return offset
        }
    }

    /// Which classes are `ObservableObject`s, in this order: declared so; made so
    /// by a protocol that refines it; made so by an extension; inheriting from
    /// one (repeated until stable); minus classes already `@Observable`.
    private mutating func findObservableClasses(_ facts: [FileFacts]) {
        for (key, fact) in classes where fact.declaresObservableObject {
            observableClasses[key] = .some(nil)
        }
        // Conformances written on the class or in an extension of it.
        var conformances: [String: [(scope: [String], name: [String])]] = [:]
        for (key, fact) in classes { conformances[key, default: []] += fact.inheritedTypes.compactMap { $0 }.map { (fact.scope, $0) } }
        for file in facts {
            for ext in file.extensions {
                guard let target = resolveClass(ext.extendedType, scope: ext.scope) else { continue }
                conformances[target, default: []] += ext.inheritedTypes.map { (ext.scope, $0) }
                if ext.inheritedTypes.contains(where: { ["Codable", "Decodable", "Encodable"].contains($0.last ?? "") }) { codableThroughExtension.insert(target) }
                if !ext.codingMembers.isEmpty { codingMembersInExtensions[target, default: []].formUnion(ext.codingMembers) }
            }
        }
        observableProtocols = ObservableProtocols(facts: facts, resolution: self)
        for (key, written) in conformances.sorted(by: { $0.key < $1.key }) {
            let resolved = written.compactMap { resolveType($0.name, scope: $0.scope) }
            conformanceKeys[key] = Set(resolved)
            observableProtocols.addConformer(key, of: resolved)
            if resolved.contains(where: observableProtocols.isObservableProtocol) {
                observableClasses[key] = observableClasses[key] ?? .some(nil)
            }
        }
        for file in facts {
            for ext in file.extensions where ext.declaresObservableObject {
                if let target = resolveClass(ext.extendedType, scope: ext.scope) {
                    observableClasses[target] = observableClasses[target] ?? .some(nil)
                }
            }
        }
        // A plain base class whose `@Published` properties an observable
        // subclass inherits migrates with it: else views reading them silently
        // stop updating once the subclass is `@Observable`.
        for key in observableClasses.keys.sorted() {
            var current = classes[key]
            var steps = 0
            while let fact = current, steps < 16, let superName = fact.inheritedTypes.first ?? nil,
                  let resolved = resolveClass(superName, scope: fact.scope), let base = classes[resolved] {
                if observableClasses[resolved] == nil, base.properties.contains(where: { $0.kind == .published }) {
                    observableClasses[resolved] = .some(nil)
                    publishingBases.insert(resolved)
                }
                current = base
                steps += 1
            }
        }
        // Each observable class is linked to its observable superclass.
        for key in observableClasses.keys.sorted() {
            guard let fact = classes[key], let superName = fact.inheritedTypes.first ?? nil,
                  let resolved = resolveClass(superName, scope: fact.scope), observableClasses[resolved] != nil else { continue }
            observableClasses[key] = .some(resolved)
        }
        alreadyObservable = Set(classes.filter { $0.value.isAlreadyObservable }.map(\.key))
        var changed = true
        while changed {
            changed = false
            for (key, fact) in classes.sorted(by: { $0.key < $1.key }) where observableClasses[key] == nil && !fact.isAlreadyObservable {
                guard let first = fact.inheritedTypes.first, let superName = first,
                      let resolved = resolveClass(superName, scope: fact.scope),
                      observableClasses[resolved] != nil || alreadyObservable.contains(resolved) else { continue }
                // A subclass of an `@Observable` class without the macro migrates
                // as a clean run would have migrated it with its base.
                observableClasses[key] = .some(observableClasses[resolved] != nil ? resolved : nil)
                changed = true
            }
        }
        // An `@Observable` class is no longer to migrate, unless an extension
        // still makes it an `ObservableObject` (a run that stopped part way).
        let conformingThroughExtension = Set(facts.flatMap(\.extensions).filter(\.declaresObservableObject).compactMap { resolveClass($0.extendedType, scope: $0.scope) })
        for key in alreadyObservable where !conformingThroughExtension.contains(key) {
            observableClasses[key] = nil
        }
    }

    // MARK: Types

    /// Resolves a type name as written at `scope` to a known class, the way Swift
    /// looks names up: innermost scope first, through type aliases.
    func resolveClass(_ written: [String], scope: [String], depth: Int = 0) -> String? {
        guard let last = written.last, depth < 8 else { return nil }
        // Only a class, or an alias for a leading part, can answer.
        guard classNames.contains(last) || written.contains(where: aliasNames.contains) else { return nil }
        for prefix in visibility.lookupPrefixes(from: scope) {
            let candidate = Self.key(prefix + written)
            if classes[candidate] != nil, visibility.isVisible(candidate, from: scope) { return candidate }
            // `Alias`, `Alias.Inner` or `Namespace.Alias`: any leading part may be an alias.
            for length in 1...written.count {
                let aliasKey = Self.key(prefix + written.prefix(length))
                if let alias = aliases[aliasKey], visibility.isVisible(aliasKey, from: scope) {
                    return resolveClass(alias.target + written.dropFirst(length), scope: alias.scope, depth: depth + 1)
                }
            }
        }
        if written.count > 1, let inherited = inheritedNestedClass(written, scope: scope, depth: depth) { return inherited }
        // `MyApp.Model`: qualified with a module the map does not name.
        if written.count > 1 { return resolveClass(Array(written.dropFirst()), scope: visibility.moduleScope(of: scope), depth: depth + 1) }
        return nil
    }

    func isObservable(_ key: String) -> Bool { observableClasses[key] != nil }

    /// Resolves a type name as written at `scope` to a type the project
    /// declares (any kind), innermost scope first.
    func resolveType(_ written: [String], scope: [String]) -> String? {
        guard let last = written.last, declaredTypeNames.contains(last) else { return nil }
        for prefix in visibility.lookupPrefixes(from: scope) {
            let candidate = Self.key(prefix + written)
            if declaredTypes.contains(candidate), visibility.isVisible(candidate, from: scope) { return candidate }
        }
        return written.count > 1 ? resolveType(Array(written.dropFirst()), scope: visibility.moduleScope(of: scope)) : nil
    }

    /// Whether a property's value type is `Equatable` as far as the project
    /// shows (standard library and Foundation values, the project's types
    /// declared `Equatable`/`Hashable`/`Comparable`, enums without payloads).
    func isEquatable(_ shape: ValueTypeShape, scope: [String]) -> Bool {
        shape.isEquatable { written in resolveType(written, scope: scope).map(equatableTypes.contains) ?? false }
    }

    /// The first type of the project a value type names (itself, or an
    /// element or wrapped type) that declares its own `==`, if any.
    /// A type alias counts as its target; a class, as its superclasses too
    /// (a subclass inherits their `==`).
    func customEqualityType(in shape: ValueTypeShape, scope: [String]) -> String? {
        shape.namedTypes.lazy.compactMap { self.customEqualityType(named: $0, scope: scope, depth: 0) }.first
    }

    private func customEqualityType(named written: [String], scope: [String], depth: Int) -> String? {
        guard depth < 8, let key = resolveType(written, scope: scope) else { return nil }
        if let alias = aliases[key] { return customEqualityType(named: alias.target, scope: alias.scope, depth: depth + 1) }
        return lineage(of: key).first(where: customEqualityTypes.contains)
    }

    /// The project protocols (and classes) a class names in its inheritance
    /// clause or its extensions'.
    func conformances(of key: String) -> Set<String> { conformanceKeys[key] ?? [] }

    /// Whether a type of the project named `name` is visible from `scope`
    /// (declared there or in an enclosing scope), hiding a framework's type.
    /// A top-level `private` type is seen only in its own file (`path`).
    func isTypeVisible(_ name: String, from scope: [String], in path: String) -> Bool {
        guard declaredTypeNames.contains(name) else { return false }
        return visibility.lookupPrefixes(from: scope).contains { prefix in
            let candidate = Self.key(prefix + [name])
            return declaredTypes.contains(candidate) && visibility.isVisible(candidate, from: scope)
                && (filePrivateTypes[candidate].map { $0 == path } ?? true)
        }
    }

    /// The observable superclass of an observable class, if it has one.
    func observableSuperclass(of key: String) -> String? { observableClasses[key] ?? nil }

    /// Whether the project declares a type of this qualified name (a class, a struct, …).
    func isDeclaredType(_ key: String) -> Bool { declaredTypes.contains(key) }

    /// Whether `name` is `@Published` in the class or one of its observable superclasses.
    func declaresPublished(_ name: String, in key: String) -> Bool { publishingClass(of: name, in: key) != nil }

    /// Every member name of a class and its observable superclasses.
    func memberNames(of key: String) -> Set<String> {
        var names: Set<String> = []
        var current: String? = key
        while let type = current {
            names.formUnion(classes[type]?.properties.map(\.name) ?? [])
            names.formUnion(classes[type]?.otherMemberNames ?? [])
            current = observableSuperclass(of: type)
        }
        return names
    }
}
