/// The keys of one file's facts, made on any core before `Resolution.init`
/// fills its tables in file order.
extension Resolution {
    /// One file's keys for the tables `init` fills, in the order of its facts;
    /// its value bindings grouped by scope, each group in file order and the
    /// groups in the order their scopes first occur.
    struct FileKeys: Sendable {
        var classes: [String]
        var aliases: [String]
        var typeDeclarations: [String]
        var projectedOwners: [String]
        var storageOwners: [String]
        var wrapperOwners: [String]
        var bindingsByScope: [(key: String, bindings: [ValueBindingFact])] = []
        /// The simple names of the declared types (`lastComponent` of the keys).
        var classNames: [String]
        var aliasNames: [String]
        var declaredTypeNames: [String]

        /// What follows a key's last `.` (the whole key without one), found as a byte.
        private static func lastComponent(_ key: String) -> String {
            key.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(key[key.utf8.index(after: $0)...]) } ?? key
        }

        init(_ file: FileFacts) {
            classes = file.classes.map { Resolution.key($0.qualifiedName) }
            aliases = file.typeAliases.map { Resolution.key($0.scope + [$0.name]) }
            typeDeclarations = file.typeDeclarations.map(Resolution.key)
            projectedOwners = file.projectedReferences.map { Resolution.key($0.owner) }
            storageOwners = file.storageReferences.map { Resolution.key($0.owner) }
            wrapperOwners = file.wrapperProperties.map { Resolution.key($0.owner) }
            classNames = classes.map(Self.lastComponent)
            aliasNames = aliases.map(Self.lastComponent)
            declaredTypeNames = classNames + aliasNames + typeDeclarations.map(Self.lastComponent)
            var groupOfKey: [String: Int] = [:]
            // Bindings come scope after scope: one key for each run of a scope.
            var previous: (scope: [String], group: Int)?
            for binding in file.valueBindings {
                let group: Int
                if let previous, previous.scope == binding.scope {
                    group = previous.group
                } else {
                    let key = Resolution.key(binding.scope)
                    if let known = groupOfKey[key] {
                        group = known
                    } else {
                        group = bindingsByScope.count
                        groupOfKey[key] = group
                        bindingsByScope.append((key, []))
                    }
                    previous = (binding.scope, group)
                }
                bindingsByScope[group].bindings.append(binding)
            }
        }
    }

    /// The value bindings by file path and by scope key, each list in file order.
    static func bindingTables(_ facts: [FileFacts], _ fileKeys: [FileKeys])
        -> (byPath: [String: [ValueBindingFact]], byScope: [String: [ValueBindingFact]]) {
        var byPath: [String: [ValueBindingFact]] = [:]
        var byScope: [String: [ValueBindingFact]] = [:]
        for (file, keys) in zip(facts, fileKeys) {
            // A file in two targets is read once per module: keep both readings.
            byPath[file.path, default: []].append(contentsOf: file.valueBindings)
            for (key, bindings) in keys.bindingsByScope {
                byScope[key, default: []].append(contentsOf: bindings)
            }
        }
        return (byPath, byScope)
    }
}
