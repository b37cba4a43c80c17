import SyntaxSupport

/// Which observable classes migrate, and why the others stay: an ordered list
/// of passes over the project, each owned by the rule it names. The first pass
/// to give a class a reason wins, so the order below is the precedence of the
/// reasons a report names; a class hierarchy then moves as a whole.
///
/// A rule that can convert a use (so the class may still migrate) says so in
/// its own decision; only a use no rule converts holds a class back here.
struct MigrationPolicy: Sendable {
    /// Why an observable class stays in the old model.
    enum Exclusion: Sendable, Hashable {
        case unknownAttribute(String)
        case managedObject
        /// Conforms to a protocol that refines `ObservableObject`, whose values
        /// some code uses as only an `ObservableObject`'s can be.
        case observableProtocol(String)
        case parseError
        case notSelected
        case combinePublisher
        /// Passed where a generic parameter requires `ObservableObject`.
        case genericArgument
        case objectWillChange
        /// Held by another library's `…Object` property wrapper.
        case objectWrapper(String)
        /// A wrapper or `.environmentObject(_:)` whose class cannot be told may hold it.
        case unresolvedUse
        /// Held by `ObservedObject<T>` written as a type, or by a wrapper of a class.
        case wrapperOutsideView
        /// Hand-written coding uses synthesized `CodingKeys` the macro would rename.
        case codingKeys
        case inheritsExclusion(from: String)
        /// Kept by the migration's check of its own output (`OutputCheck`): a use the rewrite missed.
        case outputCheck(String)
        /// Tied to a class that stays by a file several modules compile
        /// (the same declaration, or one view property, read in each).
        case sharedDeclaration(with: String)
        /// No SwiftUI view observes it, nor a class that must move with one (`--scope observed`).
        case notObserved
        /// Has an `@AppStorage` property no conversion covers (`ConvertAppStorage`).
        case appStorage(String)
        /// Has a property whose wrapper tells the object of changes (`IgnoreUntrackableProperties`).
        case announcingWrapper(property: String, wrapper: String)
        /// Has a `@Published` property whose type declares its own `==`, without an accessor form (`WriteAccessorsForCustomEquality`).
        case customEquality(property: String, type: String)
        /// Holds a `@MainActor` stored property without an initialiser, and names first a type that may be a superclass (`DeclareInitializerForIsolatedStorage`).
        case isolatedStorage(property: String, firstType: String)

        /// The reason, as the report's class summary gives it.
        var summary: String {
            switch self {
            case .unknownAttribute(let name): return "carries @\(name), which may generate members the migration cannot see"
            case .managedObject: return "is an NSManagedObject subclass"
            case .observableProtocol(let name): return "conforms to '\(name)', whose values code uses as ObservableObjects (see protocol-constraint)"
            case .parseError: return "its file has syntax errors"
            case .notSelected: return "not selected (--only)"
            case .combinePublisher: return "a publisher use no conversion covers (see combine-publisher)"
            case .genericArgument: return "passed where a generic parameter requires ObservableObject"
            case .objectWillChange: return "an objectWillChange use no conversion covers (see object-will-change)"
            case .objectWrapper(let wrapper): return "held by @\(wrapper), a wrapper that takes ObservableObjects"
            case .outputCheck(let what): return "kept by the check of the migration's own output: \(what) (see output-check)"
            case .unresolvedUse: return "a use whose class could not be told may hold it (see unknown-observable)"
            case .wrapperOutsideView: return "held by a SwiftUI object wrapper outside a view (see wrapper-outside-view)"
            case .codingKeys: return "its hand-written coding uses synthesized CodingKeys, which @Observable renames"
            case .inheritsExclusion(let other): return "'\(other)' in its class hierarchy stays"
            case .sharedDeclaration(let other): return "a file that several targets compile also uses '\(other)', which stays"
            case .notObserved: return "not observed by SwiftUI: left as is (--scope all migrates it)"
            case .customEquality(let property, let type): return "its @Published '\(property)' holds '\(type)', whose own == may call different values equal, has no accessor form, and @Observable tells views of a new value only when it is != the old (see custom-equality-kept)"
            case .announcingWrapper(let property, let wrapper): return "its '\(property)' uses @\(wrapper), which tells the object of changes; under @Observable views would stop updating (see announcing-wrapper-kept)"
            case .isolatedStorage(let property, let type): return "it declares no initializer and holds @MainActor '\(property)', and whether '\(type)' is a superclass that gives it one could not be told (see isolated-storage-kept)"
            case .appStorage(let name): return "its @AppStorage '\(name)' cannot become a computed property as it is, and views would stop updating under @Observable (see app-storage-kept)"
            }
        }
    }

    /// A pass that looks at each observable class on its own.
    struct ClassPass: Sendable {
        var decide: @Sendable (_ key: String, _ fact: ClassFact, _ resolution: Resolution, _ configuration: Configuration) -> Exclusion?
    }

    /// A pass that looks at the uses in each file.
    struct FilePass: Sendable {
        var decide: @Sendable (_ file: FileFacts, _ resolution: Resolution, _ configuration: Configuration) -> [(key: String, reason: Exclusion)]
    }

    /// A pass whose decisions depend on which classes the others keep; the
    /// policy repeats it, with the hierarchy rule, until nothing changes.
    struct DependentPass: Sendable {
        var decide: @Sendable (_ file: FileFacts, _ resolution: Resolution, _ configuration: Configuration,
                               _ exclusions: [String: Exclusion]) -> [(key: String, reason: Exclusion)]
    }

    /// Passes that follow from the others (see `DependentPass`).
    static let dependentPasses: [DependentPass] = [
        // A forwarding subscription goes only when every class it joins migrates.
        ConvertObjectWillChange.dependentPass,
        BridgePublishers.dependentPass,
        // An `.environmentObject(_:)` of an untold value keeps the classes views read from the environment together.
        ReplaceEnvironmentObjectModifier.dependentPass,
    ]

    /// Per-class passes, in order of precedence.
    static let classPasses: [ClassPass] = [
        // First: what a macro generates is unknown, whatever else holds.
        KeepMacroAttributedClasses.pass,
        // Core Data objects are observable through their SDK superclass, for good.
        ReportUnsupportedTypes.pass,
        AdoptObservableMacro.codingPass,
        BridgePublishers.classPass,
        ConvertAppStorage.pass,
        IgnoreUntrackableProperties.pass,
        WriteAccessorsForCustomEquality.pass,
        DeclareInitializerForIsolatedStorage.pass,
    ]

    /// Per-file passes, after the per-class ones and in this order.
    static let filePasses: [FilePass] = [
        // A class declared in a file that does not parse cannot be rewritten safely.
        ReportUnreadableInputs.pass,
        // `--only`: before the use passes, so an unselected class is reported as such.
        FilePass { file, resolution, configuration in
            guard let only = configuration.onlyTypes else { return [] }
            return file.classes.compactMap { fact in
                let key = Resolution.key(fact.qualifiedName)
                // `Module.Type`, `Type` or the bare name.
                let names = [key, Resolution.key(resolution.visibility.withoutModule(fact.qualifiedName)), fact.qualifiedName.last ?? key]
                guard resolution.isObservable(key), !names.contains(where: only.contains) else { return nil }
                return (key, .notSelected)
            }
        },
        BridgePublishers.pass,
        ConvertAssignToPublished.pass,
        ReportProtocolConstraints.filePass,
        MigrateObservableProtocols.pass,
        ReportUnknownObservables.pass,
        KeepWrappersOutsideViews.pass,
        ConvertObjectWillChange.pass,
    ]

    private(set) var exclusions: [String: Exclusion] = [:]
    private(set) var migrated: Set<String> = []

    /// `kept`: classes kept before any pass looks (by the output check).
    init(facts: [FileFacts], resolution: Resolution, configuration: Configuration, kept: [String: Exclusion] = [:]) {
        let observable = resolution.observableClasses.keys.sorted()
        exclusions = kept
        for pass in Self.classPasses {
            for key in observable where exclusions[key] == nil {
                guard let fact = resolution.classes[key], let reason = pass.decide(key, fact, resolution, configuration) else { continue }
                exclusions[key] = reason
            }
        }
        // The file passes read the facts and the resolution alone: each file's
        // decisions are made on any core, then taken pass by pass, file by file.
        let decisions = ParallelMap.map(facts, concurrency: configuration.concurrency) { file in
            Self.filePasses.map { $0.decide(file, resolution, configuration) }
        }
        for pass in Self.filePasses.indices {
            for fileDecisions in decisions {
                for (key, reason) in fileDecisions[pass] where exclusions[key] == nil && resolution.isObservable(key) {
                    exclusions[key] = reason
                }
            }
        }
        let ties = KeepClassHierarchiesTogether.ties(facts: facts, resolution: resolution)
        // Then, by default, the classes SwiftUI does not observe (after the
        // passes above, so that a class kept for a reason of its own says so).
        if configuration.scope == .observed, configuration.onlyTypes == nil {
            let observed = LeaveUnobservedClasses.observed(facts: facts, resolution: resolution, ties: ties)
            for key in observable where exclusions[key] == nil && !observed.contains(key) {
                exclusions[key] = .notObserved
            }
        }
        // Last: a class hierarchy moves as a whole; then what depends on the
        // classes kept so far, until nothing changes.
        KeepClassHierarchiesTogether.propagate(&exclusions, observable: observable, ties: ties, resolution: resolution)
        var changed = true
        while changed {
            changed = false
            for pass in Self.dependentPasses {
                for file in facts {
                    for (key, reason) in pass.decide(file, resolution, configuration, exclusions)
                    where exclusions[key] == nil && resolution.isObservable(key) {
                        exclusions[key] = reason
                        changed = true
                    }
                }
            }
            if changed { KeepClassHierarchiesTogether.propagate(&exclusions, observable: observable, ties: ties, resolution: resolution) }
        }
        migrated = Set(observable.filter { exclusions[$0] == nil })
    }
}
