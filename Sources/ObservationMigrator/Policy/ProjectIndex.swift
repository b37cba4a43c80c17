/// Phase 1's result, read by every rule in phase 2: what names denote
/// (`resolution`), which classes migrate (`policy`), and the project-wide
/// conversions that follow from both.
struct ProjectIndex: Sendable {
    let resolution: Resolution
    let policy: MigrationPolicy
    /// Migrated class → bridged `@Published` property → its subject's name (`BridgePublishers`).
    let bridges: [String: [String: String]]
    /// The names of the bridged properties, whatever their class.
    let bridgedPropertyNames: Set<String>
    /// `Class.property` of the bridges only the class itself uses, in its own file: a `private` subject.
    let privateBridges: Set<String>
    /// Class running a converted `assign(to:)` → where its subscriptions are stored (`ConvertAssignToPublished`).
    let assignStores: [String: ConvertAssignToPublished.Store]
    /// Forwarding statements removed because every class they join migrates (`ConvertObjectWillChange`).
    let removableForwardings: Set<ForwardingKey>
    /// The run's options, for the rules' decisions that depend on them.
    let configuration: Configuration
    /// Which `@StateObject`s stay, and the classes that keep `ObservableObject` for them.
    let stateObjects: StateObjectDecision
    /// The protocols naming `ObservableObject` that keep it, and why (`MigrateObservableProtocols`).
    let keptProtocols: [String: MigrateObservableProtocols.Kept]
    /// The protocols that refine `AnyObject, Observable` instead.
    let migratingProtocols: Set<String>
    /// The views' wrappers their type never names (`ReportUnreadWrappers`).
    let unreadWrappers: Set<String>

    /// `guessedModules`: the modules only a folder stands for (see `ModuleVisibility`).
    init(facts: [FileFacts], configuration: Configuration, kept: [String: MigrationPolicy.Exclusion] = [:], guessedModules: Set<String> = []) {
        self.configuration = configuration
        resolution = Resolution(facts: facts, guessedModules: guessedModules, concurrency: configuration.concurrency)
        policy = MigrationPolicy(facts: facts, resolution: resolution, configuration: configuration, kept: kept)
        // Removed forwarding statements need no bridge for the publishers they read.
        removableForwardings = ConvertObjectWillChange.removableForwardings(facts: facts, resolution: resolution, policy: policy)
        var bridges: [String: [String: String]]
        (bridges, privateBridges) = BridgePublishers.bridges(facts: facts, resolution: resolution, policy: policy, removedForwardings: removableForwardings)
        // The subjects an earlier run gave the classes that are `@Observable` already.
        for key in resolution.alreadyObservable where !policy.migrated.contains(key) {
            if let existing = resolution.classes[key]?.subjectBridges, !existing.isEmpty { bridges[key] = existing }
        }
        self.bridges = bridges
        assignStores = ConvertAssignToPublished.stores(facts: facts, resolution: resolution, policy: policy)
        bridgedPropertyNames = Set(bridges.values.flatMap(\.keys))
        let migrated = policy.migrated
        stateObjects = StateObjectDecision(facts: facts, resolution: resolution) { [resolution] in resolution.isObservation($0, migrated: migrated) }
        keptProtocols = MigrateObservableProtocols.keptProtocols(facts: facts, resolution: resolution, policy: policy,
                                                                 keepsObservableObject: stateObjects.keepsObservableObject.contains)
        migratingProtocols = resolution.observableProtocols.roots.subtracting(keptProtocols.keys)
        unreadWrappers = ReportUnreadWrappers.unread(facts: facts, resolution: resolution)
    }

    /// Whether a class keeps its `ObservableObject` conformance for a `@StateObject` that stays.
    func keepsObservableObject(_ key: String) -> Bool { stateObjects.keepsObservableObject.contains(key) }

    /// Whether the run removes a class's `ObservableObject` conformance: it
    /// migrates, and no `@StateObject` that stays needs it.
    func dropsObservableObject(_ key: String) -> Bool { isMigrated(key) && !keepsObservableObject(key) }

    var migrated: Set<String> { policy.migrated }

    func isMigrated(_ key: String) -> Bool { policy.migrated.contains(key) }

    /// Whether a class's uses convert to Observation's forms: it migrates in
    /// this run, or it is `@Observable` already (what a use-side rule asks, so
    /// that a run that stopped part way, or a hand migration, is finished).
    func isObservation(_ key: String) -> Bool { resolution.isObservation(key, migrated: policy.migrated) }

    func isMigrated(_ qualifiedName: [String]) -> Bool { isMigrated(Resolution.key(qualifiedName)) }

    /// Whether a file declares a class this run migrates.
    func declaresMigratedClass(_ file: FileFacts) -> Bool { file.classes.contains { isMigrated($0.qualifiedName) } }

    /// The migrated class a value denotes, if any.
    func migratedClass(of reference: ValueReference, scope: [String], path: String) -> String? {
        resolution.resolveValue(reference, scope: scope, path: path).flatMap { isMigrated($0) ? $0 : nil }
    }
}
