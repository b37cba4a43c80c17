/// What a `@StateObject`/`@ObservedObject`/`@EnvironmentObject` property becomes:
/// the one decision the view rules (`ReplaceStateObject`, `ReplaceObservedObject`,
/// `ReplaceEnvironmentObject`, `RewriteWrapperInitializers`) and their findings share.
enum ViewPropertyForm: Sendable, Hashable {
    /// `@State`: the view owns the object.
    case state
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
        guard let resolved = resolution.resolveWrappedClass(type: type, value: value, scope: scope, path: path),
              isObservation(resolved) else { return nil }
        switch wrapper {
        case .stateObject:
            return .state
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
