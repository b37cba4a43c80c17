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
        /// with their path (without the module), their module and the last
        /// component of each type they inherit from or alias.
        private var waiting: [(path: [String], module: String?, dependsOn: [String])] = []
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

        /// `modules`: every module of the run; nil without a module map.
        init(modules: Set<String>? = nil) {
            projectModules = modules
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
                        }
                    }
                }
                for fact in file.extensions where fact.declaresObservableObject { follow(written(fact.extendedType), declared: false) }
                for fact in file.observableProtocols { follow(declared(fact), declared: true) }
                for fact in file.observableGenericTypes { follow(declared(fact.name), declared: true) }
                for fact in file.classes {
                    if fact.adoptsOrPublishes {
                        follow(declared(fact.qualifiedName), declared: true)
                    } else {
                        waiting.append((Array(declared(fact.qualifiedName)), file.module, fact.inheritedTypes.compactMap { $0?.last }))
                    }
                }
                for fact in file.typeAliases {
                    let path = Array(declared(fact.scope)) + [fact.name]
                    waiting.append((path, file.module, fact.target.last.map { [$0] } ?? []))
                    if let target = fact.target.last { aliases.append((fact.name, target)) }
                }
            }
            // Subclasses and aliases of followed names, at any depth, whichever round saw them.
            var grew = true
            var joined: [(path: [String], module: String?, dependsOn: [String])] = []
            while grew {
                grew = false
                waiting.removeAll { entry in
                    let isFollowed = { (name: String) in
                        followed.contains(name) || names.anywhere.contains(name) || names.nested[name] != nil
                    }
                    guard entry.dependsOn.contains(where: isFollowed) else { return false }
                    names.follow(entry.path)
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
                for alias in aliases where outers.contains(alias.target) { names.nested[inner, default: []].insert(alias.name) }
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

    /// Finds the files a round's names send the filter to.
    struct NameMatcher: Sendable {
        /// The vocabulary anywhere, the extended names after `extension`, the
        /// declared names after a declaring keyword: one pass reads all three.
        private let matchers: IdentifierMatcher.Group
        /// By vocabulary position: followed anywhere; for a nested type, the
        /// positions of the names that reach it; for such a name, the nested
        /// types it reaches.
        private let isAnywhere: [Bool]
        private let reachedThrough: [[Int]]
        private let reaches: [[Int]]
        /// By vocabulary position: the name's reach, if it has one, and the
        /// positions of its module words.
        private let reach: [ModuleReach?]
        private let reachWords: [[Int]]
        /// The names matched only where a file extends (or declares) them.
        private let extendedNames: [String]
        private let extendedReach: [ModuleReach?]
        private let extendedWords: [[Int]]
        private let declaredNames: [String]
        private let declaredReach: [ModuleReach?]
        private let declaredWords: [[Int]]
        /// When every name the round sends has a reach without module words
        /// (a name sent again because more modules import its module, most
        /// often): the modules a file must be in to join. Files of other
        /// modules are not read.
        private let joiningModules: Set<String>?
        /// The names a file must hold, one of them at least, to join (module
        /// words only complete a name found): a file without any is not read
        /// word by word.
        private let joiningNames: TextScan.Words

        init(_ names: Names) {
            let vocabulary = names.vocabulary.sorted()
            let position = Dictionary(uniqueKeysWithValues: vocabulary.enumerated().map { ($1, $0) })
            var reachedThrough = [[Int]](repeating: [], count: vocabulary.count)
            var reaches = [[Int]](repeating: [], count: vocabulary.count)
            for (inner, outers) in names.nested {
                guard let innerID = position[inner] else { continue }
                for outer in outers.sorted() {
                    guard let outerID = position[outer] else { continue }
                    reachedThrough[innerID].append(outerID)
                    reaches[outerID].append(innerID)
                }
            }
            let isFollowed = vocabulary.map { names.anywhere.contains($0) || names.nested[$0] != nil }
            self.isAnywhere = vocabulary.map(names.anywhere.contains)
            self.reachedThrough = reachedThrough
            self.reaches = reaches
            let reach = vocabulary.indices.map { isFollowed[$0] ? names.reach[vocabulary[$0]] : nil }
            self.reach = reach
            reachWords = reach.map { $0?.words.compactMap { position[$0] }.sorted() ?? [] }
            extendedNames = names.extended.sorted()
            extendedReach = extendedNames.map { names.reach[$0] }
            extendedWords = extendedReach.map { $0?.words.compactMap { position[$0] }.sorted() ?? [] }
            declaredNames = names.declared.sorted()
            declaredReach = declaredNames.map { names.reach[$0] }
            declaredWords = declaredReach.map { $0?.words.compactMap { position[$0] }.sorted() ?? [] }
            let joiningReaches = vocabulary.indices.filter { isFollowed[$0] }.map { reach[$0] } + extendedReach + declaredReach
            joiningModules = joiningReaches.allSatisfy { $0.map(\.words.isEmpty) ?? false }
                ? Set(joiningReaches.compactMap { $0?.modules }.joined()) : nil
            joiningNames = TextScan.Words(names.anywhere.union(names.nested.keys).union(names.extended).union(names.declared))
            matchers = IdentifierMatcher.Group([
                IdentifierMatcher(vocabulary), IdentifierMatcher(extendedNames, in: .extended), IdentifierMatcher(declaredNames, in: .declared),
            ])
        }

        /// `modules`: the file's modules; nil without a module map.
        func matches(_ text: String, modules: [String]? = nil) -> Bool {
            if let joiningModules, let modules, !modules.contains(where: joiningModules.contains) { return false }
            guard TextScan.containsAny(joiningNames, in: text) else { return false }
            var found = [Bool](repeating: false, count: isAnywhere.count)
            // Followed names found whose reach waits on a module word.
            var waiting: [Int] = []
            func reachable(_ id: Int) -> Bool {
                guard let reach = reach[id], let modules else { return true }
                return reach.admits(modules: modules) || reachWords[id].contains { found[$0] }
            }
            func named(_ id: Int) -> Bool {
                isAnywhere[id] || reachedThrough[id].contains { found[$0] }
            }
            // Names met where a file extends (matcher 1) or declares (2) a type,
            // and the module words of those out of reach so far: judged once
            // the whole text is read.
            var seen = [[Bool](repeating: false, count: extendedNames.count), [Bool](repeating: false, count: declaredNames.count)]
            var awaitingWords: [[Int]] = []
            let admitted = matchers.scan(text) { matcher, id, _ in
                guard matcher == 0 else {
                    guard !seen[matcher - 1][id] else { return false }
                    seen[matcher - 1][id] = true
                    let reach = matcher == 1 ? extendedReach[id] : declaredReach[id]
                    guard let reach, let modules, !reach.admits(modules: modules) else { return true }
                    awaitingWords.append(matcher == 1 ? extendedWords[id] : declaredWords[id])
                    return false
                }
                guard !found[id] else { return false }
                found[id] = true
                // This name, or a nested type it reaches, now complete.
                for candidate in [id] + reaches[id] where found[candidate] && named(candidate) {
                    if reachable(candidate) { return true }
                    waiting.append(candidate)
                }
                // A module word that completes a name found before.
                return waiting.contains(where: reachable)
            }
            // A module word anywhere in the file brings those within reach.
            return admitted || awaitingWords.contains { words in words.contains { found[$0] } }
        }
    }
}
