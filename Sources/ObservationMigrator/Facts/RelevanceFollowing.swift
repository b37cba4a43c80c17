import SyntaxSupport

/// Phase 1's later rounds: from the facts read so far, which type names send
/// the relevance filter to more files, and which files name them.
extension RelevanceFilter {
    /// Which names send the relevance filter to more files: a file joins when
    /// it names one of `anywhere`, names a nested type of `nested` together
    /// with one of the names it is reached through, or extends one of
    /// `extended`; and, for a name with a `reach`, when the file's module can
    /// see a module the name may be declared in.
    struct Names: Sendable {
        var anywhere: Set<String> = []
        /// A nested type's name, with the names another file must also write
        /// to reach it: its enclosing types (`Outer.State`, or `State` inside
        /// `extension Outer`) and the type aliases of those. `State` alone
        /// names a different type or none (SwiftUI's `@State`).
        var nested: [String: Set<String>] = [:]
        var extended: Set<String> = []
        /// Names whose declaration is still to be seen: a file joins when it
        /// declares or extends one (`class Name`, `extension Name`,
        /// `typealias Name`). A type an observable wrapper holds is followed
        /// so until its declaration shows a class that can be part of an
        /// observable hierarchy; then it is followed anywhere.
        var declared: Set<String> = []
        /// With a module map: which files a name can matter to. A name without
        /// an entry matters to every file. For a name sent again because its
        /// reach grew, only what the reach adds: every file still unread was
        /// looked at with the reach sent before, so a file joins now only
        /// through a module or word the reach did not hold then.
        var reach: [String: ModuleReach] = [:]
        /// The followed names whose uses in code matter: observable protocols,
        /// generic types constrained to `ObservableObject` (a call in code
        /// keeps its argument's class) and type aliases. Any other followed
        /// name is a class (one that can be observable, its subclasses, a type
        /// an observable wrapper holds or an extension makes observable),
        /// whose uses in code (a local, a call) no other file sees: a file
        /// without a trigger word that names it only inside code bodies does
        /// not join for it (see `CodeBodies`).
        var countedInCode: Set<String> = []
        var isEmpty: Bool { anywhere.isEmpty && nested.isEmpty && extended.isEmpty && declared.isEmpty }

        /// Adds a type name as written or declared, without its module.
        mutating func follow(_ path: some BidirectionalCollection<String>) {
            guard let last = path.last else { return }
            if path.count == 1 {
                anywhere.insert(last)
            } else {
                nested[last, default: []].formUnion(path.dropLast())
            }
        }

        /// Every identifier a file is scanned for (`extended` apart).
        var vocabulary: Set<String> {
            anywhere.union(nested.keys).union(nested.values.joined()).union(reach.values.flatMap(\.words))
        }
    }

    /// The files a followed name can matter to: those of the modules that can
    /// see a module it may be declared in (that module, and the modules
    /// importing it), and those that import such a module themselves (the
    /// file writes its name: `import Core`), which phase 1 has not read yet.
    struct ModuleReach: Sendable, Equatable {
        var modules: Set<String> = []
        var words: Set<String> = []

        func admits(modules fileModules: [String]) -> Bool { fileModules.contains(where: modules.contains) }
        func contains(_ other: ModuleReach) -> Bool { other.modules.isSubset(of: modules) && other.words.isSubset(of: words) }
        func subtracting(_ other: ModuleReach) -> ModuleReach {
            ModuleReach(modules: modules.subtracting(other.modules), words: words.subtracting(other.words))
        }
    }

    /// Decides, round after round of phase 1, which type names send the
    /// relevance filter to more files:
    /// - named anywhere: the classes that can be part of an observable
    ///   hierarchy (they adopt `ObservableObject`, have a `@Published`
    ///   property, or inherit from such a name: their subclasses in other
    ///   files migrate with them), the types observable wrappers hold (not a
    ///   generic parameter), the types extended to adopt `ObservableObject`,
    ///   the protocols refining it, types with a generic parameter
    ///   constrained to it (a call `Name(model: m)` elsewhere keeps `m`'s
    ///   class), and type aliases of any of these; a nested one only where
    ///   the file also names a type it is nested in (or an alias of one),
    ///   which is how name lookup reaches it from another file;
    /// - extended (`extension Name`): the types that hold an observable
    ///   wrapper, whose `$name` and `_name` uses in extensions elsewhere decide
    ///   the rewrite.
    /// Other classes and views are not followed: following every name a file
    /// declares pulls in most of an app, file by file.
    ///
    /// With a module map, a name is followed only into the files whose module
    /// can see where it may be declared: the module of its declaration, or,
    /// for a name as written (a wrapper's type), the writing module and the
    /// project modules it imports; and the modules importing those. Imports
    /// are those of the files read so far, as name resolution reads them; a
    /// name is sent again when a later round shows more modules importing.
    struct Follower {
        /// The run's modules; nil without a module map.
        private let projectModules: Set<String>?
        /// Last components of every followed name, nested or not.
        private var followed: Set<String> = []
        private var anywhere: Set<String> = []
        private var nested: [String: Set<String>] = [:]
        private var extended: Set<String> = []
        private var declared: Set<String> = []
        /// Classes and type aliases seen so far that are not followed yet,
        /// with their path (without the module), their module, the last
        /// component of each type they inherit from or alias, and whether
        /// they are an alias.
        private var waiting: [(path: [String], module: String?, dependsOn: [String], isAlias: Bool)] = []
        /// Every type alias seen: its name and its target's last component.
        private var aliases: [(name: String, target: String)] = []
        /// Per name: the modules that declare a type of that name, and those
        /// in which it is written (it may be declared there or in an import).
        private var declaredIn: [String: Set<String>] = [:]
        private var writtenIn: [String: Set<String>] = [:]
        /// Each module's imports, and who re-exports each module, as read so far.
        private var imports: [String: Set<String>] = [:]
        private var reexporters: [String: Set<String>] = [:]
        /// The reach each name was last sent with.
        private var sentReach: [String: ModuleReach] = [:]
        /// Every name sent so far whose uses in code count (`Names.countedInCode`).
        private var countedInCode: Set<String> = []

        /// `modules`: every module of the run; nil without a module map.
        /// `guessed`: the modules only a folder stands for (see
        /// `ModuleVisibility`): each is taken to import the others.
        init(modules: Set<String>? = nil, guessed: Set<String> = []) {
            projectModules = modules
            for module in guessed { imports[module] = guessed.subtracting([module]) }
        }

        /// The names not followed before (or reaching further than before)
        /// that the newly collected facts make interesting.
        mutating func newNames(after facts: [FileFacts]) -> Names {
            var names = Names()
            for file in facts {
                // Declared paths start with the file's module; written ones may.
                let visibleModules = Set([file.module].compactMap { $0 } + file.imports.map(\.module))
                func declared(_ path: [String]) -> ArraySlice<String> { path.dropFirst(file.module == nil ? 0 : 1) }
                func written(_ path: [String]) -> ArraySlice<String> {
                    path.count > 1 && visibleModules.contains(path[0]) ? path.dropFirst() : path[...]
                }
                func follow(_ path: ArraySlice<String>, declared isDeclared: Bool) {
                    names.follow(path)
                    note(path.last, in: file.module, declared: isDeclared)
                }
                if let module = file.module {
                    imports[module, default: []].formUnion(file.imports.map(\.module))
                    for reexported in file.imports where reexported.isExported { reexporters[reexported.module, default: []].insert(module) }
                }
                for fact in file.wrapperProperties {
                    if let last = fact.owner.last {
                        names.extended.insert(last)
                        note(last, in: file.module, declared: true)
                    }
                    if let type = fact.type, !fact.typeIsGenericParameter {
                        // Its declaration first: whether it can be observable.
                        let path = written(type)
                        if path.count == 1, let name = path.last {
                            names.declared.insert(name)
                            note(name, in: file.module, declared: false)
                        } else {
                            follow(path, declared: false)
                            // `ScreenViewModel.Context`: the types it is reached through
                            // (their superclasses may declare it).
                            for name in path.dropLast() {
                                names.declared.insert(name)
                                note(name, in: file.module, declared: false)
                            }
                        }
                    } else if let value = fact.value {
                        followDeclarations(of: value, namesToo: true)
                    }
                }
                // What a value is reached through is declared where its type is
                // told: `Store.shared.products`, a global `shared`.
                func followDeclarations(of value: ValueReference, namesToo: Bool) {
                    switch value {
                    case .instance(let type), .typed(let type), .staticMember(let type, _), .metatype(let type):
                        for name in written(type) {
                            names.declared.insert(name)
                            note(name, in: file.module, declared: false)
                        }
                    case .name(let name) where namesToo, .member(.selfReference, let name) where namesToo:
                        follow([name][...], declared: false)
                    case .member(let base, _), .element(let base), .iteratedElement(let base):
                        followDeclarations(of: base, namesToo: namesToo)
                    case .called(.metatype(let type), _):
                        // `Session.preview()`: declared in the type or an extension of it.
                        followDeclarations(of: .metatype(type), namesToo: namesToo)
                    case .called(let base, let name):
                        // The function's declaration tells what a call gives.
                        if namesToo { follow([name][...], declared: false) }
                        followDeclarations(of: base, namesToo: namesToo)
                    default:
                        break
                    }
                }
                for modifier in file.environmentObjectModifiers { followDeclarations(of: modifier.argument, namesToo: false) }
                // `$name` of an `@Environment(T.self)` property in an extension of its view.
                for property in file.environmentProperties {
                    if let last = property.owner.last {
                        names.extended.insert(last)
                        note(last, in: file.module, declared: true)
                    }
                }
                for fact in file.extensions where fact.declaresObservableObject { follow(written(fact.extendedType), declared: false) }
                for fact in file.observableProtocols {
                    follow(declared(fact), declared: true)
                    if let name = fact.last { countedInCode.insert(name) }
                }
                for fact in file.observableGenericTypes {
                    follow(declared(fact.name), declared: true)
                    if let name = fact.name.last { countedInCode.insert(name) }
                }
                for fact in file.classes {
                    // The enum an `@AppStorage` value is of: whether it converts (`ConvertAppStorage`).
                    // And the wrapper of a property: whether it tells the object of changes.
                    let wrappers = fact.properties.compactMap { property -> [String]? in
                        guard case .otherWrapper(let wrapper) = property.kind else { return nil }
                        return wrapper.split(separator: ".").map(String.init)
                    }
                    for case let type? in fact.properties.map(\.appStorageEnum?.type) + wrappers {
                        for name in written(type) {
                            names.declared.insert(name)
                            note(name, in: file.module, declared: false)
                        }
                    }
                    if fact.adoptsOrPublishes || fact.isAlreadyObservable {
                        follow(declared(fact.qualifiedName), declared: true)
                    } else {
                        waiting.append((Array(declared(fact.qualifiedName)), file.module, fact.inheritedTypes.compactMap { $0?.last }, false))
                    }
                }
                for fact in file.typeAliases {
                    let path = Array(declared(fact.scope)) + [fact.name]
                    waiting.append((path, file.module, fact.target.last.map { [$0] } ?? [], true))
                    if let target = fact.target.last { aliases.append((fact.name, target)) }
                }
            }
            // Subclasses and aliases of followed names, at any depth, whichever round saw them.
            var grew = true
            var joined: [(path: [String], module: String?, dependsOn: [String], isAlias: Bool)] = []
            while grew {
                grew = false
                waiting.removeAll { entry in
                    let isFollowed = { (name: String) in
                        followed.contains(name) || names.anywhere.contains(name) || names.nested[name] != nil
                    }
                    guard entry.dependsOn.contains(where: isFollowed) else { return false }
                    names.follow(entry.path)
                    if entry.isAlias, let name = entry.path.last { countedInCode.insert(name) }
                    joined.append(entry)
                    grew = true
                    return true
                }
            }
            for entry in joined { note(entry.path.last, in: entry.module, declared: true) }
            // An alias of a name whose declaration is looked for: its target's too.
            for alias in aliases where declared.contains(alias.name) || names.declared.contains(alias.name) {
                if !followed.contains(alias.target), !declared.contains(alias.target) { names.declared.insert(alias.target) }
            }
            // A nested type is also reached through an alias of a type it is nested in.
            for (inner, outers) in names.nested.merging(nested, uniquingKeysWith: { $0.union($1) }) {
                for alias in aliases where outers.contains(alias.target) {
                    names.nested[inner, default: []].insert(alias.name)
                    countedInCode.insert(alias.name)
                }
            }
            names.anywhere.subtract(anywhere)
            anywhere.formUnion(names.anywhere)
            for (inner, outers) in names.nested {
                let new = anywhere.contains(inner) ? [] : outers.subtracting(nested[inner] ?? [])
                names.nested[inner] = new.isEmpty ? nil : new
                nested[inner, default: []].formUnion(new)
            }
            followed.formUnion(names.anywhere)
            followed.formUnion(names.nested.keys)
            names.extended.subtract(extended)
            names.extended.subtract(anywhere)
            extended.formUnion(names.extended)
            // A name followed anywhere needs no separate look for its declaration.
            names.declared.subtract(declared)
            names.declared.subtract(followed)
            declared.formUnion(names.declared)
            if projectModules != nil { addReach(to: &names) }
            names.countedInCode = countedInCode
            return names
        }

        /// Records where a followed name is declared or written.
        private mutating func note(_ name: String?, in module: String?, declared isDeclared: Bool) {
            guard let name, let module else { return }
            if isDeclared {
                declaredIn[name, default: []].insert(module)
            } else {
                writtenIn[name, default: []].insert(module)
            }
        }

        /// Gives each name sent this round its reach, and sends again, in all
        /// its roles, every name whose reach grew with the imports read.
        private mutating func addReach(to names: inout Names) {
            guard let projectModules else { return }
            // Each module's view: its imports and what they re-export, transitively.
            var visible: [String: Set<String>] = [:]
            for (module, direct) in imports {
                var seen = direct
                var pending = Array(direct)
                while let next = pending.popLast() {
                    for reexported in imports[next] ?? [] where reexporters[reexported]?.contains(next) == true && seen.insert(reexported).inserted {
                        pending.append(reexported)
                    }
                }
                visible[module] = seen
            }
            for name in Set(declaredIn.keys).union(writtenIn.keys).sorted() {
                var homes = declaredIn[name] ?? []
                for module in writtenIn[name] ?? [] {
                    homes.insert(module)
                    homes.formUnion((visible[module] ?? []).intersection(projectModules))
                }
                var reach = ModuleReach(modules: homes, words: homes)
                for (module, seen) in visible where !seen.isDisjoint(with: homes) { reach.modules.insert(module) }
                // A module re-exporting a home makes its importers see that home too.
                var pending = Array(homes)
                while let next = pending.popLast() {
                    for exporter in reexporters[next] ?? [] where reach.words.insert(exporter).inserted { pending.append(exporter) }
                }
                let isNew = names.anywhere.contains(name) || names.nested[name] != nil || names.extended.contains(name) || names.declared.contains(name)
                let sent = sentReach[name]
                if let sent, sent.contains(reach), !isNew { continue }
                sentReach[name] = reach
                // Sent again in the roles it was sent in before: only what its reach adds.
                names.reach[name] = isNew ? reach : sent.map { reach.subtracting($0) } ?? reach
                // Sent again: in every role it has.
                if anywhere.contains(name) { names.anywhere.insert(name) }
                if let outers = nested[name], !anywhere.contains(name) { names.nested[name] = outers }
                if extended.contains(name) { names.extended.insert(name) }
                if declared.contains(name), !followed.contains(name) { names.declared.insert(name) }
            }
        }
    }
}
