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
        type: [String]?, scope: [String], initializerCreatesObject: Bool
    ) -> ViewPropertyForm? {
        guard migratedClass(type, scope: scope) != nil else { return nil }
        switch wrapper {
        case .stateObject:
            return .state
        case .observedObject:
            if initializerCreatesObject { return .state }
            return projectedNames(in: owner).contains(name) ? .bindable : .plain
        case .environmentObject:
            return .environment
        }
    }

    func viewPropertyForm(of fact: WrapperPropertyFact) -> ViewPropertyForm? {
        viewPropertyForm(wrapper: fact.wrapper, owner: fact.owner, name: fact.name,
                         type: fact.type, scope: fact.scope, initializerCreatesObject: fact.initializerCreatesObject)
    }
}
