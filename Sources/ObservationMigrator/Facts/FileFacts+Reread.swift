extension FileFacts {
    /// The same facts read as a member of `other` module: what collecting the
    /// file again for that module gives, without walking its tree again (a
    /// file several targets compile, or one read before the module map was
    /// known, without a module). Every scope, owner and declared name starts
    /// with the module; names as written in the code do not change.
    /// `FactRereadingTests` checks this against a second collection.
    func reread(as other: String) -> FileFacts {
        guard module != other else { return self }
        func key(_ path: [String]) -> [String] {
            guard let module else { return [other] + path }
            return path.first == module ? [other] + path.dropFirst() : path
        }
        func context(_ context: ProjectedReference.Context) -> ProjectedReference.Context {
            if case .typedAsPublishedPublisher(let container?) = context { return .typedAsPublishedPublisher(container: key(container)) }
            return context
        }
        /// Each fact with the given module-led paths re-keyed.
        func rekeyed<Fact>(_ facts: [Fact], _ paths: WritableKeyPath<Fact, [String]>...) -> [Fact] {
            facts.map { fact in
                var fact = fact
                for path in paths { fact[keyPath: path] = key(fact[keyPath: path]) }
                return fact
            }
        }
        var copy = self
        copy.module = other
        copy.publicTypes = publicTypes.map(key)
        copy.classes = rekeyed(classes, \.qualifiedName, \.scope)
        copy.extensions = rekeyed(extensions, \.scope)
        copy.typeAliases = rekeyed(typeAliases, \.scope)
        copy.typeDeclarations = typeDeclarations.map(key)
        copy.filePrivateTypes = filePrivateTypes.map(key)
        copy.equatableTypes = equatableTypes.map { (key($0.scope), $0.name) }
        copy.customEqualityTypes = customEqualityTypes.map { (key($0.scope), $0.name) }
        copy.appEntryPoints = appEntryPoints.map { (key($0.type), $0.conformance) }
        copy.observableProtocols = observableProtocols.map(key)
        copy.protocolScopes = rekeyed(protocolScopes, \.scope)
        copy.enumCases = enumCases.map { (key($0.type), $0.cases) }
        copy.genericEnums = genericEnums.map(key)
        copy.enumPayloads = enumPayloads.map { (key($0.type), $0.name, $0.values) }
        copy.propertyWrappers = propertyWrappers.map { (key($0.type), $0.announces, $0.buildsPurely) }
        copy.protocolInheritance = protocolInheritance.map { (key($0.scope), $0.name, $0.inherited) }
        copy.publisherTypes = publisherTypes.map { fact in
            var fact = fact
            fact.owner = fact.owner.map(key)
            return fact
        }
        func uses(_ facts: [MemberUseFact]) -> [MemberUseFact] {
            rekeyed(facts, \.scope).map { fact in
                var fact = fact
                fact.context = context(fact.context)
                return fact
            }
        }
        copy.memberPublisherUses = uses(memberPublisherUses)
        copy.objectWillChangeUses = uses(objectWillChangeUses)
        copy.subjectUses = uses(subjectUses)
        copy.forwardings = rekeyed(forwardings, \.scope)
        copy.projectedReferences = rekeyed(projectedReferences, \.owner, \.scope).map { fact in
            var fact = fact
            fact.context = context(fact.context)
            return fact
        }
        copy.storageReferences = rekeyed(storageReferences, \.owner)
        copy.wrapperProperties = rekeyed(wrapperProperties, \.owner, \.scope)
        copy.wrapperTypes = rekeyed(wrapperTypes, \.scope)
        copy.environmentProperties = rekeyed(environmentProperties, \.owner, \.scope)
        copy.objectWrapperProperties = rekeyed(objectWrapperProperties, \.scope)
        copy.valueBindings = rekeyed(valueBindings, \.scope)
        copy.callables = rekeyed(callables, \.scope)
        copy.environmentObjectModifiers = rekeyed(environmentObjectModifiers, \.scope)
        copy.wrapperInitAssignments = rekeyed(wrapperInitAssignments, \.owner)
        copy.observableGenericTypes = rekeyed(observableGenericTypes, \.name)
        copy.constructorCalls = rekeyed(constructorCalls, \.scope)
        copy.functionCalls = rekeyed(functionCalls, \.scope)
        return copy
    }
}
