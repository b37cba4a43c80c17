/// By default (`--scope observed`) a run migrates the classes SwiftUI
/// observes, and the classes that must move with them; every other
/// `ObservableObject` class is left as it is and listed. A class no view
/// observes (a UIKit view model driven by Combine sinks) gains nothing from
/// Observation, and its publishers would only become bridges.
///
/// SwiftUI observes a class that is
/// - held by `@StateObject`, `@ObservedObject` or `@EnvironmentObject`
///   (whatever declares the property), or passed to `.environmentObject(_:)`;
/// - conforming to a protocol such a wrapper's generic type is constrained
///   to (`@ObservedObject var model: M` with `M: LaunchModel`);
/// - stored in a class it observes (`appState.session`: a view reads through it);
/// - stored in a struct's instance property (a view's `@State var m = M()`,
///   `@Bindable var m: M`, `var m: M`), or read with `@Environment(M.self)`:
///   what an earlier run that stopped part way made of its wrappers.
///
/// Moving with one of them: its superclasses and subclasses, the classes a
/// file several targets compile ties to it (`KeepClassHierarchiesTogether`),
/// and the classes a forwarding statement joins to it (`child.objectWillChange`
/// forwarded to `self`, `ConvertObjectWillChange`).
///
/// ## Before
/// ```swift
/// final class FeedViewModel: ObservableObject {   // used by a UIViewController only
///     @Published var items: [Item] = []
/// }
/// ```
/// ## After
/// Unchanged, with a `not-observed` note; `--scope all` migrates it.
enum LeaveUnobservedClasses: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .notObserved, severity: .note,
        summary: "An `ObservableObject` class no SwiftUI view observes (not held by `@StateObject`, `@ObservedObject` or `@EnvironmentObject`, not passed to `.environmentObject`, not stored in a class a view observes, nor tied to one) is left as it is: migrating it would only turn its publishers into bridges.",
        suggestedFix: "Nothing to do; `--scope all` migrates it too."
    )]

    /// The observable classes SwiftUI observes, and those that must move with them.
    static func observed(facts: [FileFacts], resolution: Resolution, ties: [String: Set<String>]) -> Set<String> {
        var seeds: [String] = []
        var forwardingGroups: [[String]] = []
        var subclasses: [String: [String]] = [:]
        for key in resolution.classes.keys {
            if let superclass = resolution.superclass(of: key) { subclasses[superclass, default: []].append(key) }
        }
        for file in facts {
            for wrapper in file.wrapperProperties {
                // `@ObservedObject var model: M` with `M: LaunchModel`: every class conforming to it.
                if let constraint = resolution.observableProtocols.constraint(ofParameter: wrapper.type, scope: wrapper.scope) {
                    seeds += (resolution.observableProtocols.conformers[constraint] ?? []).sorted()
                    continue
                }
                if let resolved = resolution.resolveWrappedClass(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: wrapper.path) {
                    seeds.append(resolved)
                } else {
                    seeds += resolution.possibleClasses(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: wrapper.path, in: .known(nil))
                }
            }
            for modifier in file.environmentObjectModifiers {
                if let resolved = resolution.resolveValue(modifier.argument, scope: modifier.scope, path: file.path, in: .known(modifier.function)) {
                    seeds.append(resolved)
                } else {
                    seeds += resolution.possibleClasses(type: nil, value: modifier.argument, scope: modifier.scope, path: file.path, in: .known(modifier.function))
                }
            }
            for forwarding in file.forwardings {
                let group = ConvertObjectWillChange.participants(of: forwarding, path: file.path, resolution: resolution).all.compactMap { $0 }
                if group.count > 1 { forwardingGroups.append(group) }
            }
        }
        var partners: [String: Set<String>] = [:]
        for group in forwardingGroups {
            for key in group { partners[key, default: []].formUnion(group) }
        }

        // An earlier run that stopped part way may have converted a class's
        // view properties already: `@Environment(M.self)`, `@State var m = M()`,
        // `@Bindable var m: M`, `var m: M`.
        for file in facts {
            for property in file.environmentProperties {
                if let resolved = resolution.resolveClass(property.type, scope: property.scope) { seeds.append(resolved) }
            }
        }
        seeds += resolution.observableClassesStoredInValueTypes()
        // A class made `@Observable` already moves its hierarchy with it.
        seeds += resolution.alreadyObservable


        var observed: Set<String> = []
        // Walked through classes that are `@Observable` already too: a subclass
        // an earlier run migrated takes its superclass along.
        func counts(_ key: String) -> Bool { resolution.isObservable(key) || resolution.alreadyObservable.contains(key) }
        var pending = seeds.filter(counts)
        while let key = pending.popLast() {
            guard observed.insert(key).inserted else { continue }
            var next = resolution.storedObservableClasses(of: key)
            if let superclass = resolution.superclass(of: key) { next.append(superclass) }
            next += subclasses[key] ?? []
            next += ties[key] ?? []
            next += partners[key] ?? []
            pending += next.filter { counts($0) && !observed.contains($0) }
        }
        return observed
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.classes.compactMap { fact in
            let key = Resolution.key(fact.qualifiedName)
            guard context.index.policy.exclusions[key] == .notObserved else { return nil }
            return context.finding(.notObserved, fact.position,
                "'\(key)' is not observed by SwiftUI: left as is", applied: false)
        }
    }
}
