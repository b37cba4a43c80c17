/// What a `@StateObject`/`@ObservedObject`/`@EnvironmentObject` property becomes.
/// Decided here once, from index facts, for both the report and the rewrite.
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
        guard let resolved = resolveWrappedClass(type: type, value: value, scope: scope, path: path),
              migrated.contains(resolved) else { return nil }
        switch wrapper {
        case .stateObject:
            return .state
        case .observedObject:
            if initializerCreatesObject { return .state }
            // `$name` bindings, or `_name` storage used, need a wrapper: `@Bindable`.
            let needsWrapper = projectedNames(in: owner).contains(name) || storageNames(in: owner).contains(name)
            return needsWrapper ? .bindable : .plain
        case .environmentObject:
            return .environment
        }
    }

    /// The class an observable-wrapper property holds: from its declared type,
    /// else from its initial value (`= Model.shared`). One query for the report
    /// and the rewrite alike.
    func resolveWrappedClass(type: [String]?, value: ValueReference?, scope: [String], path: String) -> String? {
        type.flatMap { resolveClass($0, scope: scope) } ?? value.flatMap { resolveValue($0, scope: scope, path: path) }
    }

    func viewPropertyForm(of fact: WrapperPropertyFact) -> ViewPropertyForm? {
        viewPropertyForm(wrapper: fact.wrapper, owner: fact.owner, name: fact.name, type: fact.type, value: fact.value,
                         scope: fact.scope, path: fact.path, initializerCreatesObject: fact.initializerCreatesObject)
    }
}
