import SwiftSyntax
import SyntaxSupport

/// Puts `@ObservationIgnored` on the properties of migrated classes that the
/// macro rejects (`lazy var`, other property wrappers such as `@AppStorage`),
/// on storage that is not UI state (`Set<AnyCancellable>`, `Task`, `Timer`,
/// tokens), and on plain stored vars with `--ignore-unpublished`; reports each,
/// and notes a plain stored var that becomes tracked.
///
/// Must run before `StripPublished`: once `@Published` is gone, a formerly
/// published property looks like an unpublished one.
///
/// ## Before
/// ```swift
/// lazy var formatter = DateFormatter()
/// private var refresh: Task<Void, Never>?
/// var draft = ""
/// ```
/// ## After
/// ```swift
/// @ObservationIgnored lazy var formatter = DateFormatter()
/// @ObservationIgnored private var refresh: Task<Void, Never>?
/// var draft = ""          // noted: now tracked
/// ```
/// Limits: a `lazy` property loses tracking (the macro has no lazy storage).
final class IgnoreUntrackableProperties: MigrationRewriter, MigrationRule {
    /// Files declaring a migrated class with a property this rule ignores.
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.classes.contains { fact in
            guard index.isMigrated(fact.qualifiedName) else { return false }
            let judged = judgedProperties(of: fact.qualifiedName, index: index)
            return fact.properties.contains { property in
                decide(property.kind, judged: judged[property.name], owner: index.resolution.classes[Resolution.key(fact.qualifiedName)],
                       resolution: index.resolution, configuration: index.configuration,
                       appStorageConverts: ConvertAppStorage.converts(property, of: fact.qualifiedName, resolution: index.resolution)).ignores
            }
        }
    }

    /// The class's properties as phase 1 judged them, by name: which are
    /// bookkeeping (also whether the class reads the value), which `deinit` reads.
    private static func judgedProperties(of owner: [String], index: ProjectIndex) -> [String: ModelPropertyFact] {
        Dictionary((index.resolution.classes[Resolution.key(owner)]?.properties ?? []).map { ($0.name, $0) }) { first, _ in first }
    }

    /// `judgedProperties` of each class met, by key.
    private var judged: [String: [String: ModelPropertyFact]] = [:]

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        var property: ModelPropertyFact?
        if node.bindings.count == 1, let name, let owner = context.names.owningType(of: node) {
            let key = Resolution.key(owner)
            if judged[key] == nil { judged[key] = Self.judgedProperties(of: owner, index: index) }
            property = judged[key]?[name]
        }
        let owner = context.names.owningType(of: node)
        guard isMemberOfMigratedClass(node), let owner,
              Self.decide(ModelPropertyKind.classify(node), judged: property, owner: index.resolution.classes[Resolution.key(owner)],
                          resolution: index.resolution, configuration: context.configuration,
                          appStorageConverts: name.map { ConvertAppStorage.converts($0, enumType: AppStorageProperty(node)?.enumType, of: owner, resolution: index.resolution) } ?? false).ignores
        else { return super.visit(node) }
        return DeclSyntax(AttributeEditing.prepending(AttributeEditing.makeAttribute("ObservationIgnored", module: qualifier(for: "ObservationIgnored", module: "Observation", at: node)), to: node))
    }

    /// The properties of a migrated class that are removed instead: a private
    /// SwiftUI view wrapper (`@Environment(\.dismiss)`, `@State`) that never
    /// worked in a class and that nothing reads.
    static func removedViewState(of fact: ClassFact, index: ProjectIndex) -> [ModelPropertyFact] {
        guard index.isMigrated(fact.qualifiedName) else { return [] }
        return fact.properties.filter { property in
            guard property.isUnreadViewState, case .otherWrapper(let wrapper) = property.kind else { return false }
            return worksOnlyInViews(wrapper, in: fact.qualifiedName, path: fact.path, resolution: index.resolution)
        }
    }

    /// Drops the dead view-state properties (`removedViewState`).
    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let visited = super.visit(node)
        guard let fact = classFact(ofMembers: node) else { return visited }
        return Self.removingProperties(named: Set(Self.removedViewState(of: fact, index: index).map(\.name)), from: visited)
    }

    /// What happens to one stored property of a migrated class.
    struct Decision: Equatable {
        /// Whether it gets `@ObservationIgnored`.
        var ignores: Bool
        /// What the report says about it, if anything.
        var finding: Rule?
    }

    /// The one decision the rewrite and the report share: for a property of
    /// this kind, as phase 1 judged it (`judged`) in its class (`owner`).
    /// `appStorageConverts`: an `.appStorage` property `ConvertAppStorage` makes computed.
    static func decide(_ kind: ModelPropertyKind, judged property: ModelPropertyFact?, owner: ClassFact?, resolution: Resolution,
                       configuration: Configuration, appStorageConverts: Bool) -> Decision {
        let isBookkeeping = property?.isBookkeeping == true
        let isReadInDeinit = property?.isReadInDeinit == true
        // Before a superclass's implicit `super.init()` too, unless the class has none.
        let isReadEarly = property.map { $0.isReadBeforeInitialized || ($0.isReadWithoutSuperInit && owner.flatMap(resolution.namesSuperclassFirst) != false) } ?? false
        switch kind {
        case .appStorage where appStorageConverts:
            return Decision(ignores: false, finding: nil)
        case .appStorage:
            return Decision(ignores: true, finding: .propertyWrapperIgnored)
        case .lazy:
            return Decision(ignores: true, finding: .lazyIgnored)
        case .otherWrapper:
            return Decision(ignores: true, finding: .propertyWrapperIgnored)
        case .unpublishedStored where configuration.ignoreUnpublished:
            return Decision(ignores: true, finding: nil)
        case .unpublishedStored where isBookkeeping:
            // Subscriptions, tasks, timers and tokens are not UI state; tracked, a
            // `deinit` of a `@MainActor` class could no longer cancel them.
            return Decision(ignores: true, finding: .storageIgnored)
        case .unpublishedStored where isReadInDeinit:
            // Tracked, it would be a computed property of the class's actor,
            // which a `deinit` (not isolated) cannot read; it was never published.
            return Decision(ignores: true, finding: .deinitReadIgnored)
        case .unpublishedStored where isReadEarly:
            // Tracked, it would be a computed property, whose getter needs the
            // whole object; it was never published.
            return Decision(ignores: true, finding: .initReadIgnored)
        case .unpublishedStored where property?.capturesInInitialValue == true:
            // The macro's storage does not compile with such a closure; it was never published.
            return Decision(ignores: true, finding: .captureListIgnored)
        case .unpublishedStored where property?.isSetOnceWholeInInit == true:
            // Tracked, the initializer's assignment would call the setter, which
            // runs the observers Swift skips there; it was never published.
            return Decision(ignores: true, finding: .initSetIgnored)
        case .unpublishedStored:
            return Decision(ignores: false, finding: .unpublishedNowTracked)
        case .published, .untouched:
            return Decision(ignores: false, finding: nil)
        }
    }

    static let descriptions = [
        RuleDescription(
            rule: .storageIgnored, severity: .note,
            summary: "A stored `var` holding subscriptions, tasks, timers or tokens (`Set<AnyCancellable>`, `Task`, `Timer`, `NSKeyValueObservation`, `DispatchWorkItem`, notification tokens) got `@ObservationIgnored`: it is not UI state, and a `deinit` can still cancel it.",
            suggestedFix: "Nothing to do, unless a view shows it: then remove `@ObservationIgnored`."
        ),
        RuleDescription(
            rule: .deinitReadIgnored, severity: .note,
            summary: "A stored `var` that was not `@Published` and that `deinit` reads got `@ObservationIgnored`: tracked, it would become a computed property isolated to the class's actor (`@MainActor`), which `deinit` cannot read. As before, changing it updates no view.",
            suggestedFix: "Nothing to do, unless a view shows it: then stop reading it in `deinit` and remove `@ObservationIgnored`."
        ),
        RuleDescription(
            rule: .initReadIgnored, severity: .note,
            summary: "A stored `var` that was not `@Published` and that an initializer reads before the object is whole (before the last stored property is set, or before `super.init`) got `@ObservationIgnored`: tracked, it would be a computed property, whose getter needs all of the object. As before, changing it updates no view.",
            suggestedFix: "Nothing to do, unless a view shows it: then read the value it was set from in the initializer and remove `@ObservationIgnored`."
        ),
        RuleDescription(
            rule: .captureListIgnored, severity: .note,
            summary: "A stored `var` that was not `@Published` and whose initial value is a closure with a capture list that makes values (`{ [counter = Counter()] in … }`) got `@ObservationIgnored`: the compiler does not build such a value into the macro's storage. As before, changing it updates no view.",
            suggestedFix: "Nothing to do."
        ),
        RuleDescription(
            rule: .initSetIgnored, severity: .note,
            summary: "A stored `var` that was not `@Published`, has `willSet` or `didSet`, and that an initializer sets once the object is whole got `@ObservationIgnored`: Swift runs no observer of a class's own property for that assignment, and tracked, it would call the computed property's setter, which runs them. As before, changing it updates no view.",
            suggestedFix: "Nothing to do, unless a view shows it: then give it its value before the object is whole (or let the observers run there) and remove `@ObservationIgnored`."
        ),
        RuleDescription(
            rule: .unpublishedNowTracked, severity: .note,
            summary: "A stored `var` that was not `@Published` is now tracked (storage for subscriptions, tasks and tokens gets `@ObservationIgnored` instead, unless the class reads it outside `deinit`).",
            suggestedFix: "Add `@ObservationIgnored` (or rerun with `--ignore-unpublished`)."
        ),
        RuleDescription(
            rule: .propertyWrapperIgnored, severity: .warning,
            summary: "A property with another property wrapper got `@ObservationIgnored`: if the wrapper told the object's observers of changes (through an enclosing-instance subscript, as `@AppStorage` does), views no longer update when it changes.",
            suggestedFix: "Back a computed property by the wrapper and call `access(keyPath:)` / `withMutation(keyPath:)`."
        ),
        RuleDescription(
            rule: .silentWrapperIgnored, severity: .note,
            summary: "A property with a property wrapper that has no enclosing-instance subscript (so it never told the object's observers of a change) got `@ObservationIgnored`: as before, changing it updates no view. The wrapper is one the project declares, or one of a library the file imports that has none (`@Injected`, `@LazyInjected` of Factory or Resolver; `@Default` of Defaults).",
            suggestedFix: "Nothing to do."
        ),
        RuleDescription(
            rule: .announcingWrapperKept, severity: .warning,
            summary: "A class with a property whose wrapper the project declares with an enclosing-instance subscript (it tells the object's observers of changes, as `@Published` does) stays `ObservableObject`: under `@Observable` the property would need `@ObservationIgnored`, and views would stop updating when it changes.",
            suggestedFix: "Make the property computed over the wrapper's storage, calling `access(keyPath:)` and `withMutation(keyPath:)`, then rerun."
        ),
        RuleDescription(
            rule: .viewWrapperIgnored, severity: .note,
            summary: "A property of a migrated class with one of SwiftUI's view wrappers (`@State`, `@Environment`, `@ObservedObject`, …), which do nothing in a class, got `@ObservationIgnored` (an `@ObservedObject` whose class migrates lost the wrapper too): as before, changing it updates no view.",
            suggestedFix: "Nothing to do for the migration. The wrapper never worked in a class: remove it when convenient, and `@ObservationIgnored` too if views should update when the property changes."
        ),
        RuleDescription(
            rule: .viewStateRemoved, severity: .note,
            summary: "A `private` property of a migrated class with a SwiftUI view wrapper (`@Environment`, `@State`, `@Bindable`), which never gets a value outside a view, and that nothing in its file reads, was removed rather than kept under `@ObservationIgnored`.",
            suggestedFix: "Nothing to do."
        ),
        RuleDescription(
            rule: .lazyIgnored, severity: .note,
            summary: "A `lazy var` got `@ObservationIgnored` (the macro rejects `lazy`); it could not be `@Published`, so views did not observe its changes before either.",
            suggestedFix: "Nothing to do; to track it, initialise it in `init` and drop `lazy`."
        ),
    ]

    /// The property of a class whose wrapper, declared in the project, tells
    /// the object of changes (an enclosing-instance subscript), if any: under
    /// `@ObservationIgnored` views would stop updating, so the class stays.
    static func announcingWrapper(in fact: ClassFact, resolution: Resolution) -> (property: ModelPropertyFact, wrapper: String)? {
        for property in fact.properties {
            guard case .otherWrapper(let wrapper) = property.kind, !property.kind.isUnconvertedAppStorage,
                  !worksOnlyInViews(wrapper, in: fact.qualifiedName, path: fact.path, resolution: resolution),
                  resolution.wrapperAnnouncesChanges(wrapper, scope: fact.qualifiedName) == true else { continue }
            return (property, wrapper)
        }
        return nil
    }

    static let pass = MigrationPolicy.ClassPass { _, fact, resolution, _ in
        announcingWrapper(in: fact, resolution: resolution).map { .announcingWrapper(property: $0.property.name, wrapper: $0.wrapper) }
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        var findings: [Finding] = []
        for fact in file.classes {
            let key = Resolution.key(fact.qualifiedName)
            guard case .announcingWrapper(let name, let wrapper)? = context.index.policy.exclusions[key],
                  let property = fact.properties.first(where: { $0.name == name }) else { continue }
            findings.append(context.finding(.announcingWrapperKept, property.position,
                "'\(key)' stays ObservableObject: its '\(name)' uses @\(wrapper), which tells the object's observers of changes through an enclosing-instance subscript; under @Observable it would need @ObservationIgnored and views would stop updating when it changes",
                applied: false))
        }
        for fact in file.classes where context.index.isMigrated(fact.qualifiedName) {
            let key = Resolution.key(fact.qualifiedName)
            // Storage removed with the forwarding it held is reported there.
            let removed = Set(ConvertObjectWillChange.removedStores(of: fact, index: context.index).map(\.name))
            let dead = removedViewState(of: fact, index: context.index)
            for property in dead {
                findings.append(context.finding(.viewStateRemoved, property.position,
                    "'\(property.name)' in '\(key)' used a SwiftUI view wrapper, which never gets a value in a class, and nothing read it: it was removed", applied: true))
            }
            let deadNames = Set(dead.map(\.name))
            for property in fact.properties where !removed.contains(property.name) && !deadNames.contains(property.name) {
                let decision = decide(property.kind, judged: property, owner: fact, resolution: context.resolution, configuration: context.configuration,
                                      appStorageConverts: ConvertAppStorage.converts(property, of: fact.qualifiedName, resolution: context.resolution))
                let kind = property.kind == .appStorage ? .otherWrapper("AppStorage") : property.kind
                switch (decision.finding, kind) {
                case (.lazyIgnored?, _):
                    findings.append(context.finding(.lazyIgnored, property.position,
                        "'\(property.name)' in '\(key)' is lazy, so it got @ObservationIgnored; as before (a lazy var cannot be @Published), changes to it do not update views", applied: true))
                case (.propertyWrapperIgnored?, .otherWrapper(let wrapper)):
                    let announces = context.resolution.wrapperAnnouncesChanges(wrapper, scope: fact.qualifiedName)
                    if worksOnlyInViews(wrapper, in: fact.qualifiedName, path: file.path, resolution: context.resolution) {
                        let removed = file.wrapperProperties.contains { held in
                            held.owner == fact.qualifiedName && held.name == property.name && context.index.viewPropertyForm(of: held) == .plain
                        }
                        findings.append(context.finding(.viewWrapperIgnored, property.position, removed
                            ? "'\(property.name)' in '\(key)' used @\(wrapper), which does nothing in a class; the wrapper was removed and the property got @ObservationIgnored, so changing it updates no view, as before"
                            : "'\(property.name)' in '\(key)' uses @\(wrapper), which does nothing in a class; it keeps the wrapper and got @ObservationIgnored, so it behaves as before",
                            applied: true))
                    } else if announces == false {
                        findings.append(context.finding(.silentWrapperIgnored, property.position,
                            "'\(property.name)' in '\(key)' uses @\(wrapper), which has no enclosing-instance subscript and so never told the object's observers of a change; it got @ObservationIgnored and behaves as before",
                            applied: true))
                    } else if announces == nil,
                              let library = silentLibrary(declaring: wrapper, imported: { library in
                                  file.imports.contains { $0.module == library } || context.resolution.visibility.imports(library, from: fact.qualifiedName)
                              }) {
                        findings.append(context.finding(.silentWrapperIgnored, property.position,
                            "'\(property.name)' in '\(key)' uses @\(wrapper), which \(library) declares without an enclosing-instance subscript, so it never told the object's observers of a change; it got @ObservationIgnored and behaves as before",
                            applied: true))
                    } else {
                        // An `@AppStorage` the migration cannot convert, or a wrapper the project
                        // declares that tells of changes, keeps its class (`ConvertAppStorage`, `pass`).
                        findings.append(context.finding(.propertyWrapperIgnored, property.position,
                            "'\(property.name)' in '\(key)' uses @\(wrapper), so it got @ObservationIgnored; if @\(wrapper) told the object's observers of changes (through an enclosing-instance subscript, as @AppStorage does), views no longer update when it changes",
                            applied: true))
                    }
                case (.storageIgnored?, _):
                    findings.append(context.finding(.storageIgnored, property.position,
                        "'\(property.name)' in '\(key)' holds subscriptions, tasks or tokens, not UI state, so it got @ObservationIgnored", applied: true))
                case (.deinitReadIgnored?, _):
                    findings.append(context.finding(.deinitReadIgnored, property.position,
                        "'\(property.name)' in '\(key)' is read in deinit, so it got @ObservationIgnored: a tracked property cannot be read there once the class is isolated to an actor (by an attribute or the module's default isolation); as before (it was not @Published), changing it updates no view", applied: true))
                case (.initReadIgnored?, _):
                    findings.append(context.finding(.initReadIgnored, property.position,
                        "'\(property.name)' in '\(key)' is read in an initializer before the object is whole, so it got @ObservationIgnored: a tracked property is computed, and its getter needs all of the object; as before (it was not @Published), changing it updates no view", applied: true))
                case (.captureListIgnored?, _):
                    findings.append(context.finding(.captureListIgnored, property.position,
                        "'\(property.name)' in '\(key)' holds a closure whose capture list makes values, so it got @ObservationIgnored: the compiler does not build such a closure into a tracked property's storage; as before (it was not @Published), changing it updates no view", applied: true))
                case (.initSetIgnored?, _):
                    findings.append(context.finding(.initSetIgnored, property.position,
                        "'\(property.name)' in '\(key)' has observers and an initializer sets it once the object is whole, so it got @ObservationIgnored: tracked, that assignment would run its observers, which Swift skips in a class's own initializer; as before (it was not @Published), changing it updates no view", applied: true))
                case (.unpublishedNowTracked?, _):
                    findings.append(context.finding(.unpublishedNowTracked, property.position,
                        "'\(property.name)' in '\(key)' was not @Published and is now tracked; views reading it update when it changes", applied: true))
                default:
                    break
                }
            }
        }
        return findings
    }

    /// SwiftUI's wrappers of view state, which do nothing in a class (a
    /// `@State` there never told the object's observers of a change either).
    static let viewStateWrappers: Set<String> = [
        "State", "Binding", "Environment", "FocusState", "GestureState", "Namespace", "ScaledMetric", "FocusedValue",
        "FocusedBinding", "FocusedObject", "AccessibilityFocusState", "SceneStorage", "FetchRequest", "SectionedFetchRequest",
    ]

    /// Whether a wrapper written on a property of `owner` is one that only
    /// works inside views: an observable-object wrapper, or SwiftUI's view
    /// state (`SwiftUI.State`, or `State` where no type of the project of that
    /// name is visible).
    /// Property wrappers of libraries, by module, that have no
    /// enclosing-instance subscript: a change to one never told the object
    /// holding it (the dependency injection of Factory, named FactoryKit from
    /// 2.5, and of Resolver; the Defaults library's `@Default`, a view's
    /// property).
    static let silentLibraryWrappers: [String: Set<String>] = [
        "Factory": ["Injected", "LazyInjected", "WeakLazyInjected"],
        "FactoryKit": ["Injected", "LazyInjected", "WeakLazyInjected"],
        "Resolver": ["Injected", "OptionalInjected", "LazyInjected", "WeakLazyInjected"],
        "Defaults": ["Default"],
    ]

    /// The library of `silentLibraryWrappers` a wrapper written `wrapper`
    /// (`Injected`, `Factory.Injected`) is from, where the code sees that
    /// library (`imported`: the file imports it, or its module does, a
    /// re-export included) and the project declares no wrapper of that name
    /// (the caller checks).
    static func silentLibrary(declaring wrapper: String, imported: (String) -> Bool) -> String? {
        let parts = wrapper.split(separator: ".").map(String.init)
        guard let name = parts.last, parts.count <= 2 else { return nil }
        let libraries = silentLibraryWrappers.keys.filter { library in
            silentLibraryWrappers[library]?.contains(name) == true && (parts.count == 1 || parts[0] == library) && imported(library)
        }
        // Two libraries that both declare it: the compiler would not tell which either.
        return libraries.count == 1 ? libraries.first : nil
    }

    private static func worksOnlyInViews(_ wrapper: String, in owner: [String], path: String, resolution: Resolution) -> Bool {
        let parts = wrapper.split(separator: ".").map(String.init)
        guard let name = parts.last else { return false }
        if ObservableWrapperKind(rawValue: name) != nil { return true }
        guard viewStateWrappers.contains(name) else { return false }
        return parts.count == 2 ? parts[0] == "SwiftUI" : parts.count == 1 && !resolution.isTypeVisible(name, from: owner, in: path)
    }
}
