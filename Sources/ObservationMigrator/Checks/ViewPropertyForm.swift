import SyntaxSupport

/// What a `@StateObject`/`@ObservedObject`/`@EnvironmentObject` property becomes:
/// the one decision the view rules (`ReplaceStateObject`, `ReplaceObservedObject`,
/// `ReplaceEnvironmentObject`, `RewriteWrapperInitializers`) and their findings share.
enum ViewPropertyForm: Sendable, Hashable {
    /// `@State`: the view owns the object.
    case state
    /// `@StateObject` stays, over a class that is `@Observable` and keeps
    /// its `ObservableObject` conformance: `@State` would build the object
    /// at other times or more often (`ProjectIndex.StateObjectDecision`).
    case stateObject
    /// No wrapper: the view only reads the object.
    case plain
    /// `@Bindable`: the view makes `$object.property` bindings.
    case bindable
    /// `@Environment(T.self)`.
    case environment
}

extension ProjectIndex {
    /// The new form of an observable-wrapper property, or nil when its type is
    /// not a class this run migrates (it is then left as it is).
    func viewPropertyForm(
        wrapper: ObservableWrapperKind, owner: [String], name: String,
        type: [String]?, value: ValueReference?, scope: [String], path: String, initializerCreatesObject: Bool
    ) -> ViewPropertyForm? {
        // A generic parameter constrained to a protocol that refines `Observable` now.
        if let constraint = resolution.observableProtocols.constraint(ofParameter: type, scope: scope) {
            guard migratingProtocols.contains(constraint), wrapper == .observedObject else { return nil }
            return resolution.projectedNames(in: owner).contains(name) ? .bindable : .plain
        }
        guard let resolved = resolution.resolveWrappedClass(type: type, value: value, scope: scope, path: path),
              isObservation(resolved) else { return nil }
        switch wrapper {
        case .stateObject:
            return stateObjects.kept.contains(Resolution.key(owner + [name])) ? .stateObject : .state
        case .observedObject:
            // A class's property: a plain one (SwiftUI's wrappers work only in views).
            if resolution.classes[Resolution.key(owner)] != nil { return .plain }
            if initializerCreatesObject { return .state }
            // `$name` bindings, or `_name` storage used, need a wrapper: `@Bindable`.
            let needsWrapper = resolution.projectedNames(in: owner).contains(name) || resolution.storageNames(in: owner).contains(name)
            return needsWrapper ? .bindable : .plain
        case .environmentObject:
            return .environment
        }
    }

    func viewPropertyForm(of fact: WrapperPropertyFact) -> ViewPropertyForm? {
        viewPropertyForm(wrapper: fact.wrapper, owner: fact.owner, name: fact.name, type: fact.type, value: fact.value,
                         scope: fact.scope, path: fact.path, initializerCreatesObject: fact.initializerCreatesObject)
    }
}

extension ProjectIndex {
    /// Which `@StateObject`s become `@State`, and which classes keep their
    /// `ObservableObject` conformance so that the others can stay.
    ///
    /// `@StateObject` evaluates its value once, when SwiftUI installs the
    /// view. `@State` is a property wrapper up to Xcode 26: its value is
    /// evaluated at every init of the view, however often a parent rebuilds
    /// it (SwiftUI keeps the first and drops the others). In Xcode 27 it is a
    /// macro that evaluates a declaration's value lazily, once, but a value
    /// an initializer or a caller hands over is built by them, eagerly, in
    /// both. The output must build and behave the same with both, so:
    ///
    /// | the `@StateObject`'s value | becomes |
    /// |---|---|
    /// | initialised in `init` before other stored properties | stays (Xcode 27's `@State` must be assigned last, TN3211) |
    /// | in the `App` struct (made once) | `@State`, unless building the class runs an `init` or `deinit` that does more than store values: then it stays (`@State` would run it earlier, when the App is made, before its `init`'s code and the app delegate's launch) |
    /// | a stored static the project declares (`.shared`) or an initializer's parameter: nothing is built | `@State` |
    /// | a computed static, or one declared outside the project | stays (each read may build) |
    /// | `Model()` with literal arguments, of a class whose construction only stores values | `@State` (the extra copies are never seen) |
    /// | anything else: computed arguments, a factory, a class with an `init`, `deinit` or a stored property that calls something, a value the caller passes in (memberwise: an autoclosure), `_x = StateObject(wrappedValue: Model())` in `init` | stays `@StateObject`; the class becomes `@Observable` and keeps `ObservableObject` |
    ///
    /// `@StateObject` over an `@Observable` class builds and behaves the same
    /// in both SwiftUIs: its autoclosure runs once per view identity, as
    /// before, and views update through Observation (the class's
    /// `objectWillChange` never fires; nothing needs it to).
    struct StateObjectDecision: Sendable {
        /// `Owner.name` of each `@StateObject` that stays.
        var kept: Set<String> = []
        /// Each class a kept `@StateObject` holds, and its superclasses: they keep `ObservableObject`.
        var keepsObservableObject: Set<String> = []
        /// Why each kept property stays, for the report.
        var reasons: [String: String] = [:]

        init() {}

        init(facts: [FileFacts], resolution: Resolution, isObservation: (String) -> Bool) {
            var assignments: [String: [WrapperInitFact]] = [:]
            for file in facts {
                for assignment in file.wrapperInitAssignments { assignments[Resolution.key(assignment.owner + [assignment.name]), default: []].append(assignment) }
            }
            for file in facts {
                for wrapper in file.wrapperProperties where wrapper.wrapper == .stateObject {
                    guard let owner = resolution.resolveWrappedClass(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: wrapper.path),
                          isObservation(owner) else { continue }
                    let key = Resolution.key(wrapper.owner + [wrapper.name])
                    let inApp = ReplaceStateObject.isAppEntryPoint(wrapper.owner, in: file, resolution: resolution)
                    // Xcode 27's `@State` must be assigned after the other stored properties (TN3211), in the `App` too.
                    let order = (assignments[key] ?? []).contains(where: \.isFollowedByOtherAssignments)
                        ? "it is initialised in `init` before other stored properties; `self.\(wrapper.name) = …` there would not compile with Xcode 27's `@State`, which must be assigned after them"
                        : nil
                    let reason = inApp
                        ? Self.reasonToKeepInApp(wrapper, assignments: assignments[key] ?? [], owner: owner, resolution: resolution)
                        : Self.reasonToKeep(wrapper, assignments: assignments[key] ?? [], owner: owner, resolution: resolution)
                    guard let reason = reason ?? order else { continue }
                    kept.insert(key)
                    reasons[key] = reason
                    keepsObservableObject.insert(owner)
                }
            }
            // The superclasses keep it too, and so does every reading of a
            // declaration a file several modules compile (it is written once).
            let ties = KeepClassHierarchiesTogether.ties(facts: facts, resolution: resolution)
            var pending = Array(keepsObservableObject)
            while let classKey = pending.popLast() {
                var related = ties[classKey] ?? []
                if let fact = resolution.classes[classKey], let superName = fact.inheritedTypes.first ?? nil,
                   let superclass = resolution.resolveClass(superName, scope: fact.scope) {
                    related.insert(superclass)
                }
                for other in related where keepsObservableObject.insert(other).inserted { pending.append(other) }
            }
        }

        /// Why `@State` would build the object at another time or more
        /// often than the `@StateObject` did; nil when it would not.
        private static func reasonToKeep(_ wrapper: WrapperPropertyFact, assignments: [WrapperInitFact], owner: String, resolution: Resolution) -> String? {
            if wrapper.initialValue != nil, !assignments.isEmpty {
                return "it has a default value and is also initialised in `init`; `@State` would take the one or the other depending on the SwiftUI it is built with"
            }
            for assignment in assignments {
                switch assignment.construction {
                case .none:
                    continue
                case .staticRead(let reference) where resolution.isStoredStatic(reference, scope: wrapper.owner, declaredType: owner):
                    continue
                case .staticRead:
                    return "it is initialised in `init` from a static that is computed or not declared in the project, which may build '\(owner)' at each read; `@StateObject` read it once"
                case .plainCall, .other:
                    return "it is initialised in `init` with `StateObject(wrappedValue:)`, which builds '\(owner)' once, when SwiftUI installs the view; `State(initialValue:)` would build it at every init of the view"
                }
            }
            guard let value = wrapper.initialValue else {
                return assignments.isEmpty
                    ? "callers pass its value: `@StateObject` evaluates a caller's expression once, when SwiftUI installs the view, and `@State` would evaluate it at every init of the view (a caller that builds the object there would build it each time)"
                    : nil
            }
            switch value {
            case .none:
                return nil
            case .staticRead(let reference):
                guard !resolution.isStoredStatic(reference, scope: wrapper.scope, declaredType: owner) else { return nil }
                return "its initial value is read from a static that is computed or not declared in the project, which may build '\(owner)' at each read; `@StateObject` read it once"
            case .plainCall:
                guard constructionHasEffects(owner, resolution: resolution) else { return nil }
                return "building '\(owner)' runs code (an `init`, a `deinit`, a stored property that calls something, or a property wrapper's initialiser), which `@State` would run again at every init of the view before Xcode 27"
            case .other:
                return "its initial value is computed, which `@State` would evaluate again at every init of the view before Xcode 27"
            }
        }

        /// In the `App`, made once, only when the value is evaluated moves:
        /// `@State` (a property wrapper before Xcode 27) evaluates it when the
        /// App is made, before the code of its `init` and the app delegate's
        /// launch, where `@StateObject` evaluated it when SwiftUI first read
        /// it. It stays when building the class runs an initialiser or a
        /// `deinit` that does more than store values (a monitor that starts,
        /// a read of the defaults the App's `init` resets); nil otherwise.
        private static func reasonToKeepInApp(_ wrapper: WrapperPropertyFact, assignments: [WrapperInitFact], owner: String, resolution: Resolution) -> String? {
            let constructions = (wrapper.initialValue.map { [$0] } ?? []) + assignments.map(\.construction)
            let builds = constructions.contains { construction in
                switch construction {
                case .none: return false
                case .staticRead(let reference): return !resolution.isStoredStatic(reference, scope: wrapper.scope, declaredType: owner)
                case .plainCall, .other: return true
                }
            }
            guard builds, resolution.lineage(of: owner).contains(where: { resolution.classes[$0]?.lifecycleHasEffects == true }) else { return nil }
            return "in the `App`, `@State` evaluates its value when the App is made (before Xcode 27), before the code of its `init` and the app delegate's launch, where `@StateObject` evaluated it when SwiftUI first read it; building '\(owner)' runs its initializer's code"
        }

        /// Whether building the class, or a superclass, runs code. A
        /// superclass from outside the project may do anything, except the
        /// few roots and protocols classes commonly list first; a first
        /// conformance to a protocol of the project is no superclass.
        private static func constructionHasEffects(_ key: String, resolution: Resolution) -> Bool {
            var current = key
            for _ in 0..<32 {
                guard let fact = resolution.classes[current] else { return true }
                if fact.constructionHasEffects
                    || fact.builtWrappers.contains(where: { !resolution.wrapperBuildsPurely($0, scope: fact.qualifiedName) })
                    || fact.staticReads.contains(where: { !resolution.isStoredStatic($0, scope: fact.qualifiedName, declaredType: current) }) { return true }
                guard let superName = fact.inheritedTypes.first ?? nil else { return false }
                guard let superclass = resolution.resolveClass(superName, scope: fact.scope) else {
                    // A protocol of the project (not a class) runs nothing on construction.
                    if resolution.resolveType(superName, scope: fact.scope) != nil { return false }
                    return !inertRoots.contains(superName.joined(separator: "."))
                }
                current = superclass
            }
            return true
        }

        private static let inertRoots: Set<String> = TypeNames.standardProtocols
            .union(["NSObject", "ObservableObject", "Combine.ObservableObject", "Observable"])
    }
}
