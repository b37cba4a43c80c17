import SyntaxSupport

/// A class declaration and the members the migration cares about.
struct ClassFact: Sendable {
    var qualifiedName: [String]
    var scope: [String]
    var position: SourcePosition
    /// Inherited types as dotted components, in order (nil for non-nominal entries).
    var inheritedTypes: [[String]?]
    var declaresObservableObject: Bool
    var isAlreadyObservable: Bool
    /// Attributes the migration does not know (macros such as `@Stateful`), which may add members.
    var unknownAttributes: [String]
    var isCodable: Bool
    var properties: [ModelPropertyFact]
    /// Names of the class's functions and nested types (property names are in `properties`).
    var otherMemberNames: [String] = []
    /// The file that declares it.
    var path: String = ""
    /// Declares an initialiser or a `deinit`: code that runs again for every
    /// copy `@State` creates and discards.
    var hasLifecycleCode: Bool = false
    /// Declares a designated initialiser in its body: Swift writes none for it.
    var declaresDesignatedInitializer: Bool = false
    /// Carries `@MainActor`: every member, the implicit initialiser too, is isolated to it.
    var isMainActorIsolated: Bool = false
    /// Building an instance runs code beyond storing literals: an
    /// initialiser, a `deinit`, or a stored property whose initial value
    /// calls something other than a plain value type (a task, a
    /// subscription, another object). What `@State`'s extra evaluations
    /// would repeat.
    var constructionHasEffects: Bool = false
    /// An initialiser or `deinit` of its own runs code beyond storing values:
    /// what moving its construction earlier (`@State` in the `App`) may show.
    var lifecycleHasEffects: Bool = false
    /// The property wrappers (as written, `Injected`, `Module.Setting`) whose
    /// initialisers building an instance runs, with plain arguments: an effect
    /// unless the project declares the wrapper and its construction only
    /// stores values (`Resolution.wrapperBuildsPurely`).
    var builtWrappers: Set<String> = []
    /// The statics stored properties start from (`var color = Theme.accent`,
    /// `var phase: Phase = .idle`): an effect unless each is a stored static
    /// of the project, made once, or a case of its enums (`Resolution.isStoredStatic`).
    var staticReads: [ValueReference] = []
    /// `init(from:)`, `encode(to:)`, `CodingKeys` in the class body (with its
    /// extensions': `Resolution.codingMembers(of:)`). All three written out,
    /// `@Observable`'s `_name` storage does not change the coding; a
    /// hand-written `init(from:)` or `encode(to:)` without `CodingKeys` uses
    /// the synthesized keys, which that storage renames.
    var codingMembers: Set<ClassMembers.CodingMember> = []
    /// Bridge subjects an earlier run wrote: property → its subject
    /// (`lazy var xPublisher = CurrentValueSubject<T, Never>(x)`).
    var subjectBridges: [String: String] = [:]
    /// `V` of a superclass `UIHostingController<V>` (or `NSHostingController<V>`):
    /// the type of the `rootView` it inherits.
    var hostedViewType: [String]?

    /// Its own declaration shows it observable: it adopts `ObservableObject`
    /// or has a `@Published` property.
    var adoptsOrPublishes: Bool { declaresObservableObject || properties.contains { $0.kind == .published } }

    /// The same class declared again in another `#if` branch of the file.
    func merged(with other: ClassFact) -> ClassFact {
        var merged = self
        let known = Set(properties.map(\.name))
        merged.properties += other.properties.filter { !known.contains($0.name) }
        merged.otherMemberNames += other.otherMemberNames
        merged.subjectBridges.merge(other.subjectBridges) { first, _ in first }
        merged.hostedViewType = hostedViewType ?? other.hostedViewType
        merged.declaresObservableObject = declaresObservableObject || other.declaresObservableObject
        merged.unknownAttributes += other.unknownAttributes.filter { !unknownAttributes.contains($0) }
        merged.isCodable = isCodable || other.isCodable
        merged.hasLifecycleCode = hasLifecycleCode || other.hasLifecycleCode
        merged.declaresDesignatedInitializer = declaresDesignatedInitializer || other.declaresDesignatedInitializer
        merged.isMainActorIsolated = isMainActorIsolated || other.isMainActorIsolated
        merged.constructionHasEffects = constructionHasEffects || other.constructionHasEffects
        merged.lifecycleHasEffects = lifecycleHasEffects || other.lifecycleHasEffects
        merged.builtWrappers = builtWrappers.union(other.builtWrappers)
        merged.staticReads += other.staticReads
        merged.codingMembers = codingMembers.union(other.codingMembers)
        return merged
    }
}
