import SwiftSyntax
import SyntaxSupport

/// A protocol that refines `ObservableObject`.
///
/// Its conforming classes migrate like any other, unless code over the
/// protocol's values (a generic parameter constrained to it, `some`/`any` of
/// it, an extension of it) uses what only `ObservableObject` has: their
/// `objectWillChange`, or a `$name` publisher, or an `@EnvironmentObject` of a
/// generic type constrained to it (it reads what `.environmentObject(_:)`
/// passes, and a migrated class's call becomes `.environment(_:)`). Once the
/// classes are `@Observable` nothing would send the one, and the other would
/// not compile: every class conforming to the protocol then stays, and the
/// report names the line.
///
/// When every conforming class migrates, the protocol refines `AnyObject,
/// Observable` instead, and an `@ObservedObject` of a generic type constrained
/// to it becomes a plain property (`@Bindable` where `$name` binds). It keeps
/// refining `ObservableObject` (its conformers migrate and keep that
/// conformance through it, which SwiftUI's wrappers of them need) when code
/// over it needs `ObservableObject` itself: a `@StateObject` of a generic
/// type constrained to it, `_name =
/// ObservedObject(…)`, `.environmentObject(_:)`, an `ObservableObject`
/// constraint; or when the protocol is public (other projects may conform),
/// or a class conforming to it stays or keeps `ObservableObject` for a
/// `@StateObject`, or any generic parameter of the project requires
/// `ObservableObject` (a value of the protocol may be handed to it).
///
/// ## Before
/// ```swift
/// protocol LibraryStore: ObservableObject { var filter: String { get set } }
/// struct LibraryList<Store: LibraryStore>: View {
///     @ObservedObject var store: Store
///     var body: some View { TextField("Filter", text: $store.filter) }
/// }
/// ```
/// ## After
/// ```swift
/// protocol LibraryStore: AnyObject, Observable { var filter: String { get set } }
/// struct LibraryList<Store: LibraryStore>: View {
///     @Bindable var store: Store
///     var body: some View { TextField("Filter", text: $store.filter) }
/// }
/// ```
final class MigrateObservableProtocols: MigrationRewriter, MigrationRule {
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.observableProtocols.contains { index.migratingProtocols.contains(Resolution.key($0)) }
    }

    // MARK: Decision

    /// A use of a protocol's values that holds something back, where it is.
    struct Blocker: Sendable {
        /// The protocol, resolved.
        var protocolKey: String
        var position: SourcePosition
        /// What the code does, for the report ("sends its objectWillChange").
        var what: String
    }

    /// The uses, in one file, of a protocol's values that only an
    /// `ObservableObject` has: they keep every class conforming to it.
    static func conformerBlockers(in file: FileFacts, resolution: Resolution) -> [Blocker] {
        var blockers: [Blocker] = []
        for (scope, key) in scopes(in: file, resolution: resolution) {
            for use in file.objectWillChangeUses where scope.span.contains(use.position) {
                blockers.append(Blocker(protocolKey: key, position: use.position, what: "uses its objectWillChange"))
            }
            // A view reading it from the environment by its generic type reads
            // what `.environmentObject(_:)` passes: a migrated conformer's call
            // would become `.environment(_:)`.
            for wrapper in genericWrappers(in: file, scope: scope) where wrapper.wrapper == .environmentObject {
                blockers.append(Blocker(protocolKey: key, position: wrapper.position, what: "holds one with @EnvironmentObject, which reads the object .environmentObject(_:) passes"))
            }
            for use in file.memberPublisherUses where scope.span.contains(use.position) {
                blockers.append(Blocker(protocolKey: key, position: use.position, what: "reads its $\(use.member) publisher"))
            }
            for mention in file.publisherTypes where scope.span.contains(mention.position) {
                blockers.append(Blocker(protocolKey: key, position: mention.position, what: "names Published<T>.Publisher"))
            }
            // A bare `$name` in an extension of the protocol: `self`'s publisher.
            for reference in file.projectedReferences where scope.isExtension && scope.span.contains(reference.position) {
                blockers.append(Blocker(protocolKey: key, position: reference.position, what: "reads its $\(reference.name) publisher"))
            }
        }
        // A requirement typed `Published<T>.Publisher`.
        for mention in file.publisherTypes where mention.inProtocol {
            guard let owner = mention.owner.map(Resolution.key), resolution.observableProtocols.isObservableProtocol(owner) else { continue }
            blockers.append(Blocker(protocolKey: owner, position: mention.position, what: "requires a Published<T>.Publisher"))
        }
        return blockers
    }

    /// The uses, in one file, of a protocol's values that need the protocol
    /// itself to refine `ObservableObject` (its conformers may migrate).
    static func refinementBlockers(in file: FileFacts, resolution: Resolution) -> [Blocker] {
        var blockers: [Blocker] = []
        for (scope, key) in scopes(in: file, resolution: resolution) {
            if scope.parameter != nil, scope.parameterOfType {
                let owned = genericWrappers(in: file, scope: scope)
                for wrapper in owned where wrapper.wrapper == .stateObject {
                    blockers.append(Blocker(protocolKey: key, position: wrapper.position, what: "holds one with @\(wrapper.wrapper.rawValue), which needs ObservableObject"))
                }
                let names = Set(owned.map(\.name))
                if file.wrapperInitAssignments.contains(where: { $0.owner == scope.scope && names.contains($0.name) })
                    || file.storageReferences.contains(where: { $0.owner == scope.scope && names.contains($0.name) }) {
                    blockers.append(Blocker(protocolKey: key, position: scope.position, what: "uses an @ObservedObject's storage (_name), which needs ObservableObject"))
                }
            }
            for modifier in file.environmentObjectModifiers where scope.span.contains(modifier.position) {
                blockers.append(Blocker(protocolKey: key, position: modifier.position, what: "may pass one to .environmentObject(_:), which needs ObservableObject"))
            }
            for mention in file.wrapperTypes where scope.span.contains(mention.position) {
                blockers.append(Blocker(protocolKey: key, position: mention.position, what: "names \(mention.wrapper.rawValue)<T>, which needs ObservableObject"))
            }
            for constraint in file.protocolConstraints where scope.span.contains(constraint.position) {
                blockers.append(Blocker(protocolKey: key, position: constraint.position, what: "requires ObservableObject here"))
            }
        }
        return blockers
    }

    /// The wrappers of a type's generic parameter constrained to the protocol (`@ObservedObject var store: Store`).
    private static func genericWrappers(in file: FileFacts, scope: ProtocolScopeFact) -> [WrapperPropertyFact] {
        guard let parameter = scope.parameter, scope.parameterOfType else { return [] }
        return file.wrapperProperties.filter { $0.type == [parameter] && $0.scope == scope.scope && scope.span.contains($0.position) }
    }

    /// The file's scopes over a protocol that refines `ObservableObject`, with that protocol.
    private static func scopes(in file: FileFacts, resolution: Resolution) -> [(ProtocolScopeFact, String)] {
        file.protocolScopes.compactMap { scope in
            guard let key = resolution.resolveType(scope.constraint, scope: scope.scope),
                  resolution.observableProtocols.isObservableProtocol(key) else { return nil }
            return (scope, key)
        }
    }

    /// Every class conforming to a protocol whose values are used as only an
    /// `ObservableObject`'s can be stays.
    static let pass = MigrationPolicy.FilePass { file, resolution, _ in
        conformerBlockers(in: file, resolution: resolution).flatMap { blocker in
            (resolution.observableProtocols.conformers[blocker.protocolKey] ?? []).sorted().map { ($0, .observableProtocol(blocker.protocolKey)) }
        }
    }

    /// Why a protocol that names `ObservableObject` keeps it; nil when it
    /// refines `AnyObject, Observable` in this run.
    enum Kept: Sendable, Equatable {
        /// The first use that holds it back, and how many others do.
        case blocked(path: String, position: SourcePosition, what: String, others: Int)
        case conformerStays(String)
        case conformerKeepsObservableObject(String)
        case isPublic
        case noConformer
        case observableObjectConstraint(path: String, position: SourcePosition)
    }

    /// Each protocol that names `ObservableObject` → why it keeps it (absent: it migrates).
    static func keptProtocols(facts: [FileFacts], resolution: Resolution, policy: MigrationPolicy,
                              keepsObservableObject: (String) -> Bool) -> [String: Kept] {
        let protocols = resolution.observableProtocols
        var kept: [String: Kept] = [:]
        func keep(_ root: String, _ reason: Kept) {
            if case .blocked(let path, let position, let what, let others)? = kept[root], case .blocked = reason {
                kept[root] = .blocked(path: path, position: position, what: what, others: others + 1)
            } else if kept[root] == nil {
                kept[root] = reason
            }
        }
        var constraint: (path: String, position: SourcePosition)?
        for file in facts {
            for blocker in conformerBlockers(in: file, resolution: resolution) + refinementBlockers(in: file, resolution: resolution) {
                for root in protocols.roots(of: blocker.protocolKey).sorted() {
                    keep(root, .blocked(path: file.path, position: blocker.position, what: blocker.what, others: 0))
                }
            }
            if constraint == nil, let first = file.protocolConstraints.first { constraint = (file.path, first.position) }
            for name in file.observableProtocols where resolution.visibility.isPublic(Resolution.key(name)) {
                keep(Resolution.key(name), .isPublic)
            }
        }
        for root in protocols.roots.sorted() {
            let conformers = (protocols.conformers[root] ?? []).sorted()
            if conformers.isEmpty { keep(root, .noConformer) }
            // (A conformer `@Observable` already, by an earlier run, does not stay.)
            if let staying = conformers.first(where: { !resolution.isObservation($0, migrated: policy.migrated) }) { keep(root, .conformerStays(staying)) }
            if let keeping = conformers.first(where: keepsObservableObject) { keep(root, .conformerKeepsObservableObject(keeping)) }
            if let constraint { keep(root, .observableObjectConstraint(path: constraint.path, position: constraint.position)) }
        }
        return kept
    }

    // MARK: Rewrite

    /// `protocol P: ObservableObject` → `protocol P: AnyObject, Observable`.
    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node)
        let key = Resolution.key(context.names.path(of: node) + [node.name.text])
        guard index.migratingProtocols.contains(key), var decl = visited.as(ProtocolDeclSyntax.self),
              let clause = decl.inheritanceClause,
              let position = Array(clause.inheritedTypes).firstIndex(where: { TypeNames.isObservableObject($0.type) }) else { return visited }
        var entries = Array(clause.inheritedTypes)
        let entry = entries[position]
        let hasAnyObject = clause.inheritedTypes.contains { $0.type.as(IdentifierTypeSyntax.self)?.name.text == "AnyObject" }
        let observable = entry.with(\.type, TypeSyntax(IdentifierTypeSyntax(name: .identifier("Observable")))
            .with(\.leadingTrivia, entry.type.leadingTrivia).with(\.trailingTrivia, entry.type.trailingTrivia))
        if hasAnyObject {
            entries[position] = observable
        } else {
            let anyObject = InheritedTypeSyntax(
                type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject"))).with(\.leadingTrivia, entry.type.leadingTrivia),
                trailingComma: .commaToken(trailingTrivia: .space))
            entries.replaceSubrange(position...position, with: [anyObject, observable.with(\.type, observable.type.with(\.leadingTrivia, []))])
        }
        decl.inheritanceClause = clause.with(\.inheritedTypes, InheritedTypeListSyntax(entries))
        return DeclSyntax(decl)
    }

    // MARK: Report

    static let descriptions = [RuleDescription(
        rule: .observableProtocolMigrated, severity: .note,
        summary: "A protocol that refined `ObservableObject` refines `AnyObject, Observable`: every class conforming to it migrated, and `@ObservedObject`s of a generic type constrained to it became plain properties (`@Bindable` where they bind).",
        suggestedFix: "Nothing to do."
    )]

    /// The protocol's finding names the first use that holds it back (the
    /// others are counted, not listed: most also have a finding of their own
    /// rule, `object-will-change` or `combine-publisher`), and each class
    /// kept by it says so.
    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        var findings: [Finding] = []
        for (name, position) in zip(file.observableProtocols, file.observableProtocolPositions) {
            let key = Resolution.key(name)
            guard let reason = context.index.keptProtocols[key] else {
                findings.append(context.finding(.observableProtocolMigrated, position,
                    "protocol '\(key)' refines AnyObject, Observable now: every class conforming to it migrates", applied: true))
                continue
            }
            // Its conformers are left because no view observes them (`--scope
            // observed`): so is the protocol, with nothing to do; their
            // `not-observed` records say so.
            if case .conformerStays(let other) = reason, context.index.policy.exclusions[other] == .notObserved { continue }
            let why: String
            switch reason {
            case .blocked(let path, let at, let what, let others):
                why = "code over it \(what) (\(path):\(at.line)\(others > 0 ? ", and \(others) other use\(others == 1 ? "" : "s")" : ""))"
            case .conformerStays(let other): why = "'\(other)', which conforms to it, stays ObservableObject"
            case .conformerKeepsObservableObject(let other): why = "'\(other)', which conforms to it, keeps ObservableObject for a @StateObject that stays"
            case .isPublic: why = "it is public, and code outside the run may conform to it or use it as an ObservableObject"
            case .noConformer: why = "no class of the run conforms to it"
            case .observableObjectConstraint(let path, let at): why = "a generic parameter or existential requires ObservableObject (\(path):\(at.line)), and a value of it may be handed there"
            }
            findings.append(context.finding(.protocolConstraint, position,
                "protocol '\(key)' keeps refining ObservableObject: \(why)", applied: false,
                fix: "Remove that use, then rerun; classes conforming to it migrate meanwhile unless code over it uses their objectWillChange or $name publishers or reads them with a generic @EnvironmentObject."))
        }
        for fact in file.classes {
            let key = Resolution.key(fact.qualifiedName)
            guard case .observableProtocol(let refining) = context.index.policy.exclusions[key] else { continue }
            findings.append(context.finding(.protocolConstraint, fact.position,
                "'\(key)' stays ObservableObject: code over '\(refining)', which it conforms to, uses its ObservableObject side", applied: false))
        }
        return findings
    }
}
