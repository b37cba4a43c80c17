/// A view's `@ObservedObject`, `@StateObject` or `@EnvironmentObject` of a
/// migrated class that the view never names. The wrapper redrew the view on
/// every change of the object; Observation redraws a view only when a
/// property its `body` read changes, so the view is no longer redrawn when
/// the object changes. No rewrite keeps that (the view would have to read
/// every property), and the property is often left over from an earlier
/// version of the view: the line is reported for the engineer to decide.
///
/// ## Before
/// ```swift
/// struct SideMenu: View {
///     @ObservedObject private var monitor = ConnectionMonitor.shared
///     var body: some View { Text(title) }
/// }
/// ```
/// ## After
/// ```swift
/// private let monitor = ConnectionMonitor.shared   // warning: never read
/// ```
enum ReportUnreadWrappers: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .unreadObservedObject, severity: .warning,
        summary: "A view's `@ObservedObject`, `@StateObject` or `@EnvironmentObject` of a migrated class is never read in the view (its type and extensions): it redrew the view on every change of the object, and under Observation a view is redrawn only when a property it read changes, so this view no longer is.",
        suggestedFix: "Remove the property if the view does not need it; if the view relied on being redrawn (to show values it gets elsewhere), read those values through the object."
    ), RuleDescription(
        rule: .observedOnlyInActions, severity: .note,
        summary: "A view reads its `@ObservedObject`, `@StateObject` or `@EnvironmentObject` of a migrated class only in actions (a `Binding`'s closures, a `Button`'s action, `.onAppear`, …), not in its body: the wrapper redrew it on every change of the object, and under Observation it is no longer redrawn when the object changes. Most such views show nothing of the object.",
        suggestedFix: "Nothing to do, unless the view showed values that a change of the object used to refresh (a write meant to redraw it): then read what it shows through the object in its body (`let _ = model.version`)."
    )]

    /// The wrappers of structs and enums that their type never names: not in
    /// its file (`WrapperPropertyFact.isNamedInItsFile`), and no other file
    /// extends the type. Each by its file and `Owner.name` (a type may be
    /// declared in several files, one for each platform).
    static func unread(facts: [FileFacts], resolution: Resolution) -> Set<String> {
        let candidates = facts.flatMap { $0.wrapperProperties.filter { !$0.isNamedInItsFile || $0.isReadOnlyInActions } }
        guard !candidates.isEmpty else { return [] }
        var extendingFiles: [String: Set<String>] = [:]
        for file in facts {
            for fact in file.extensions {
                if let key = resolution.resolveType(fact.extendedType, scope: fact.scope) { extendingFiles[key, default: []].insert(file.path) }
            }
        }
        let announcing = announcingClasses(facts: facts, resolution: resolution)
        return Set(candidates.compactMap { wrapper in
            let owner = Resolution.key(wrapper.owner)
            guard resolution.classes[owner] == nil, extendingFiles[owner, default: []].subtracting([wrapper.path]).isEmpty else { return nil }
            // An object that never announced a change never redrew the view: nothing changes for it.
            if let announcing, let held = resolution.resolveWrappedClass(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: wrapper.path),
               !announcing.contains(where: { resolution.inherits($0, from: held) || resolution.inherits(held, from: $0) }) {
                return nil
            }
            return key(of: wrapper)
        })
    }

    /// The classes that may announce changes themselves: a `@Published`
    /// property, another wrapper (`@AppStorage` announces through the
    /// object), an `objectWillChange` member of their own, or an
    /// `objectWillChange` use whose value is one of them. A view's object
    /// announces when its class, a superclass or a subclass (which the object
    /// may be) does. Nil when an `objectWillChange` use's value cannot be told.
    private static func announcingClasses(facts: [FileFacts], resolution: Resolution) -> Set<String>? {
        var announcing = Set(resolution.classes.filter { _, fact in
            fact.otherMemberNames.contains("objectWillChange") || fact.properties.contains { property in
                switch property.kind {
                case .published, .appStorage, .otherWrapper: return true
                case .lazy, .unpublishedStored, .untouched: return property.name == "objectWillChange"
                }
            }
        }.keys)
        for file in facts {
            for use in file.objectWillChangeUses {
                guard let key = resolution.resolveValue(use.base, scope: use.scope, path: file.path) else { return nil }
                announcing.insert(key)
            }
        }
        return announcing
    }

    private static func key(of wrapper: WrapperPropertyFact) -> String {
        wrapper.path + ":" + Resolution.key(wrapper.owner + [wrapper.name])
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.wrapperProperties.compactMap { wrapper in
            guard context.index.unreadWrappers.contains(key(of: wrapper)),
                  context.index.viewPropertyForm(of: wrapper) != nil, let owner = wrapper.owner.last else { return nil }
            guard wrapper.isNamedInItsFile else {
                return context.finding(.unreadObservedObject, wrapper.position,
                    "'\(wrapper.name)' is never read in \(owner): every change of the object redrew the view; under Observation a view is redrawn only when a property it reads changes, so \(owner) no longer is",
                    applied: false)
            }
            return context.finding(.observedOnlyInActions, wrapper.position,
                "'\(wrapper.name)' is read in \(owner) only in actions (a Binding's closures, a Button's action, .onAppear, …), not in its body: every change of the object redrew the view; under Observation \(owner) is no longer redrawn when the object changes",
                applied: false)
        }
    }
}
