import SyntaxSupport

/// Later rounds of phase 1: which of the files not read yet a round's names
/// send the relevance filter to.
extension RelevanceFilter {
    /// Finds the files a round's names send the filter to, among files
    /// without a trigger word (those with one are all read in the first
    /// round): in such a file a followed class named only inside code bodies
    /// (`CodeBodies`) does not count, since nothing there is rewritten and
    /// what code declares is local to it.
    struct NameMatcher: Sendable {
        /// The vocabulary anywhere, the extended names after `extension`, the
        /// declared names after a declaring keyword: one pass reads all three.
        private let matchers: IdentifierMatcher.Group
        /// By vocabulary position: followed anywhere; for a nested type, the
        /// positions of the names that reach it; for such a name, the nested
        /// types it reaches.
        private let isAnywhere: [Bool]
        private let reachedThrough: [[Int]]
        /// By vocabulary position: whether the word counts inside code bodies
        /// (a module word, a name in `Names.countedInCode`).
        private let countsInCode: [Bool]
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

        /// `skippingCode`: whether a followed class named only inside code
        /// bodies does not count (false reads every name where it stands; the
        /// files that join are then a superset, the output the same).
        init(_ names: Names, skippingCode: Bool = true) {
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
            let moduleWords = Set(names.reach.values.flatMap(\.words))
            countsInCode = vocabulary.map { !skippingCode || names.countedInCode.contains($0) || moduleWords.contains($0) }
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
            // Read once a name that does not count in code is met.
            var bodies: CodeBodies?
            let admitted = matchers.scan(text) { matcher, id, offset in
                guard matcher == 0 else {
                    guard !seen[matcher - 1][id] else { return false }
                    seen[matcher - 1][id] = true
                    let reach = matcher == 1 ? extendedReach[id] : declaredReach[id]
                    guard let reach, let modules, !reach.admits(modules: modules) else { return true }
                    awaitingWords.append(matcher == 1 ? extendedWords[id] : declaredWords[id])
                    return false
                }
                if !countsInCode[id] {
                    let read = bodies ?? CodeBodies(text)
                    bodies = read
                    if read.contains(offset) { return false }
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
