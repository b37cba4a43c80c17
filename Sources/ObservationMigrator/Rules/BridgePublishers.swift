import SwiftSyntax
import SwiftSyntaxBuilder
import SyntaxSupport

/// A `@Published` property whose publisher is used (`$query.sink`, `.map`,
/// `combineLatest`, passed as an argument, read from another type or file,
/// tests included) becomes a tracked property that feeds a
/// `CurrentValueSubject`, and every publisher use reads the subject. The
/// subject gets the current value on subscription and each new value in
/// `willSet`, before the property changes, as `@Published` did.
///
/// ## Before
/// ```swift
/// @Published var query = ""
/// …
/// $query.debounce(for: 0.3, scheduler: RunLoop.main).sink { … }
/// ```
/// ## After
/// ```swift
/// var query = "" {
///     willSet { queryPublisher.send(newValue) }
/// }
/// @ObservationIgnored private(set) lazy var queryPublisher = CurrentValueSubject<String, Never>(_query)
/// …
/// queryPublisher.debounce(for: 0.3, scheduler: RunLoop.main).sink { … }
/// ```
/// Existing `willSet`/`didSet` bodies are kept; the subject's name avoids the
/// class's members; its access follows the property's (`public private(set)`,
/// `private(set)`, or `private`). `Published<T>.Publisher` written in a migrated
/// class becomes `CurrentValueSubject<T, Never>`.
///
/// Limits: `x.$name` on a value whose type cannot be told is left as it is,
/// and every class publishing `name` stays `ObservableObject` with it: the
/// value may be any of them, or another type whose property wrapper projects
/// `$name`, which no subject would replace. `Published<T>.Publisher` outside a migrated class
/// (a protocol requirement, say) is reported, not rewritten. `assign(to: &$x)`
/// is converted by `ConvertAssignToPublished`.
final class BridgePublishers: MigrationRewriter, MigrationRule {
    /// Edits the file's `$name` uses of bridged properties' names and its
    /// `Published<T>.Publisher` types; else only its classes' members.
    override class func bodyWords(in file: FileFacts, index: ProjectIndex) -> [String]? {
        let names = Set(file.memberPublisherUses.map(\.member) + file.projectedReferences.map(\.name)).intersection(index.bridgedPropertyNames)
        return names.sorted().map { "$" + $0 } + (file.publisherTypes.isEmpty ? [] : ["Published"])
    }

    /// Files declaring a class with a bridged property, writing
    /// `Published<T>.Publisher` in a migrated class, or with a `$name` of a
    /// bridged property's name: what the visits below edit.
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        guard !index.bridges.isEmpty else { return false }
        return file.classes.contains { index.bridges[Resolution.key($0.qualifiedName)] != nil }
            || file.publisherTypes.contains { $0.owner.map(index.isMigrated) ?? false }
            || file.memberPublisherUses.contains { index.bridgedPropertyNames.contains($0.member) }
            || file.projectedReferences.contains { index.bridgedPropertyNames.contains($0.name) }
    }

    // MARK: Decision

    /// One `$name` that denotes the publisher of a `@Published` property.
    struct Use: Sendable {
        enum Target: Sendable, Hashable {
            /// The class that declares the property.
            case resolved(String)
            /// The base's type could not be told: every observable class
            /// publishing the name, which all stay.
            case assumed([String])
        }

        var target: Target
        var property: String
        var context: ProjectedReference.Context
        /// `$name` or `self.$name` inside the class: the object's own publisher.
        var isOwn: Bool
        var position: SourcePosition
        /// The class whose code holds the use (what `self` is there), if any.
        var runningClass: String?
        var path: String = ""

        /// A source of a forwarding statement `ConvertObjectWillChange` removes.
        func isRemovedForwarding(_ removed: Set<ForwardingKey>) -> Bool {
            guard case .forwardingRoot(let key) = context else { return false }
            return removed.contains(ForwardingKey(path: path, offset: key))
        }
    }

    /// What one use becomes.
    enum Outcome: Equatable {
        /// `$name` → the subject (`queryPublisher`).
        case readsSubject(String)
        /// Another rule converts it (`assign(to: &$x)` → a subscription).
        case convertedElsewhere
        /// The class stays `ObservableObject`: the use is fine as it is.
        case unchanged
    }

    /// The `$name` a projection denotes, if it is a publisher of a `@Published` property.
    static func use(
        name: String, base: ValueReference?, owner: [String]?, scope: [String], function: Resolution.Enclosing = .unknown, context: ProjectedReference.Context,
        position: SourcePosition, path: String, resolution: Resolution
    ) -> Use? {
        let running = resolution.resolveValue(.selfReference, scope: owner ?? scope, path: path)
        func use(_ target: Use.Target, isOwn: Bool) -> Use {
            Use(target: target, property: name, context: context, isOwn: isOwn, position: position, runningClass: running, path: path)
        }
        guard let base else {
            // Bare `$name`: the enclosing type's own wrapper; a publisher only inside the class that publishes `name`.
            guard let owner, case let key = Resolution.key(owner), resolution.isObservableOrObservation(key),
                  let declaring = resolution.publishingClass(of: name, in: key) else { return nil }
            return use(.resolved(declaring), isOwn: true)
        }
        if let resolved = resolution.resolveValue(base, scope: scope, path: path, in: function) {
            // A binding of another wrapper (`@AppStorage`, a view's own wrapper) is no publisher.
            guard resolution.isObservableOrObservation(resolved),
                  let declaring = resolution.publishingClass(of: name, in: resolved) else { return nil }
            return use(.resolved(declaring), isOwn: base == .selfReference)
        }
        guard !resolution.hasDeclaredType(base, scope: scope, path: path, in: function) else { return nil }
        let candidates = Set(resolution.observableClasses.keys.filter { resolution.visibility.isVisible($0, from: scope) }.compactMap { resolution.publishingClass(of: name, in: $0) })
        return candidates.isEmpty ? nil : use(.assumed(candidates.sorted()), isOwn: false)
    }

    /// The use a `$name` in the tree denotes, read the way phase 1 read it:
    /// what the rewriters of the publisher conversions ask.
    static func use(of projected: ProjectedReference, path: String, names: QualifiedScope, resolution: Resolution) -> Use? {
        var base: ValueReference?
        if case .member(let expression) = projected.form { base = ValueReference.describe(expression) }
        return use(
            name: projected.name, base: base, owner: names.containingType(of: projected.reference),
            scope: names.path(of: projected.reference), function: .known(LexicalScope.enclosingFunction(of: projected.reference)),
            context: projected.context(in: names),
            position: SourcePosition(line: 0, column: 0), path: path, resolution: resolution
        )
    }

    /// The one decision the rewrite and the report share.
    static func outcome(of use: Use, index: ProjectIndex) -> Outcome {
        switch use.target {
        case .resolved(let owner):
            guard index.isObservation(owner) else { return .unchanged }
            if ConvertAssignToPublished.converts(use) || use.isRemovedForwarding(index.removableForwardings) { return .convertedElsewhere }
            guard let subject = index.bridges[owner]?[use.property] else { return .unchanged }
            return .readsSubject(subject)
        case .assumed:
            return .unchanged
        }
    }

    /// The publisher uses of one file, from its facts.
    static func uses(in file: FileFacts, resolution: Resolution) -> [Use] {
        let members = file.memberPublisherUses.compactMap { fact in
            use(name: fact.member, base: fact.base, owner: nil, scope: fact.scope, function: .known(fact.function), context: fact.context,
                position: fact.position, path: file.path, resolution: resolution)
        }
        let bare = file.projectedReferences.compactMap { fact in
            use(name: fact.name, base: nil, owner: fact.owner, scope: fact.scope, context: fact.context,
                position: fact.position, path: file.path, resolution: resolution)
        }
        return members + bare
    }

    /// Which properties of which migrated classes get a subject, and its name:
    /// those with a use that reads the subject. `private` lists the ones (as
    /// `Class.property`) used only by the class itself, in the file that
    /// declares it: their subject is `private`, so no other code can send into it.
    static func bridges(
        facts: [FileFacts], resolution: Resolution, policy: MigrationPolicy, removedForwardings: Set<ForwardingKey>
    ) -> (names: [String: [String: String]], private: Set<String>) {
        var needed: [String: Set<String>] = [:]
        var usedElsewhere: Set<String> = []
        for file in facts {
            for use in uses(in: file, resolution: resolution)
            where !ConvertAssignToPublished.converts(use) && !use.isRemovedForwarding(removedForwardings) {
                switch use.target {
                case .resolved(let owner) where policy.migrated.contains(owner):
                    needed[owner, default: []].insert(use.property)
                    if !use.isOwn || use.runningClass != owner || resolution.classes[owner]?.path != use.path {
                        usedElsewhere.insert(owner + "." + use.property)
                    }
                default:
                    break
                }
            }
        }
        // Subjects a file already reads (a run that stopped part way wrote
        // it, not the class): the class gets them, under the same names.
        for file in facts {
            for use in file.subjectUses {
                guard let property = bridgedProperty(ofSubject: use.member),
                      let owner = resolution.resolveValue(use.base, scope: use.scope, path: file.path), policy.migrated.contains(owner),
                      let declaring = resolution.publishingClass(of: property, in: owner), policy.migrated.contains(declaring),
                      !resolution.memberNames(of: declaring).contains(use.member) else { continue }
                needed[declaring, default: []].insert(property)
                usedElsewhere.insert(declaring + "." + property)
            }
        }
        var bridges: [String: [String: String]] = [:]
        for (owner, properties) in needed {
            var taken = resolution.memberNames(of: owner)
            for property in properties.sorted() {
                let name = ["\(property)Publisher", "\(property)Subject"].first { !taken.contains($0) }
                    ?? (2...).lazy.map { "\(property)Publisher\($0)" }.first { !taken.contains($0) } ?? "\(property)Publisher"
                taken.insert(name)
                bridges[owner, default: [:]][property] = name
            }
        }
        let privateOnes = Set(needed.flatMap { owner, properties in properties.map { owner + "." + $0 } }).subtracting(usedElsewhere)
        return (bridges, privateOnes)
    }

    /// `countPublisher` → `count` (`countSubject` too): the property a bridge
    /// subject of that name would be made for.
    static func bridgedProperty(ofSubject name: String) -> String? {
        for suffix in ["Publisher", "Subject"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }

    // MARK: Rewrite

    /// `$query` → `queryPublisher`, `model.$query` → `model.queryPublisher`.
    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard let projected = ProjectedReference(node), let use = Self.use(of: projected, path: context.path, names: context.names, resolution: index.resolution),
              case .readsSubject(let subject) = Self.outcome(of: use, index: index) else { return super.visit(node) }
        let reference = node.detached
        return ExprSyntax(reference.with(\.baseName, reference.baseName.with(\.tokenKind, .identifier(subject))))
    }

    /// `Published<T>.Publisher` in a migrated class → `CurrentValueSubject<T, Never>`.
    override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
        guard let argument = Self.publishedPublisherType(node), let owner = context.names.containingType(of: node),
              index.isMigrated(owner) else { return super.visit(node) }
        return Self.subjectType(argument.trimmed).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// Each bridged property gets its `willSet` send and, right after it, its subject.
    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let visited = super.visit(node)
        guard isMemberOfMigratedClass(node), let owner = context.names.owningType(of: node),
              let bridged = index.bridges[Resolution.key(owner)] else { return visited }
        var items: [MemberBlockItemSyntax] = []
        var changed = false
        for item in visited {
            guard let decl = item.decl.as(VariableDeclSyntax.self), decl.bindings.count == 1, let binding = decl.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let subject = bridged[name],
                  ModelPropertyKind.isStored(binding) else {
                items.append(item)
                continue
            }
            changed = true
            let indentation = decl.leadingTrivia.indentationOfLastLine
            let lineBreak = decl.leadingTrivia.lineBreak ?? context.lineBreak
            items.append(item.with(\.decl, DeclSyntax(Self.sendingInWillSet(decl, binding: binding, subject: subject, indentation: indentation, lineBreak: lineBreak))))
            let isPrivate = index.privateBridges.contains(Resolution.key(owner) + "." + name)
            items.append(MemberBlockItemSyntax(decl: Self.subjectDeclaration(
                for: decl, binding: binding, subject: subject, isPrivate: isPrivate,
                ignoredModule: qualifier(for: "ObservationIgnored", module: "Observation", at: decl),
                isEnumCase: { [index] name, type in index.resolution.isEnumCase(name, of: type, scope: owner) }
            ).with(\.leadingTrivia, lineBreak + indentation)))
        }
        return changed ? MemberBlockItemListSyntax(items) : visited
    }

    /// `Published<T>.Publisher`: the `T`.
    static func publishedPublisherType(_ node: MemberTypeSyntax) -> TypeSyntax? {
        guard node.name.text == "Publisher", let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Published",
              let argument = base.genericArgumentClause?.arguments.first, base.genericArgumentClause?.arguments.count == 1,
              case .type(let type) = argument.argument else { return nil }
        return type
    }

    // MARK: Report

    static let descriptions = [
        RuleDescription(
            rule: .publisherBridged, severity: .note,
            summary: "A `@Published` property whose publisher is used became a tracked property that feeds a `CurrentValueSubject` in `willSet` (as `@Published` did); its `$name` uses read the subject.",
            suggestedFix: "Nothing to do; to drop Combine later, observe with `withObservationTracking` or `.onChange(of:)` instead."
        ),
        RuleDescription(
            rule: .combinePublisher, severity: .warning,
            summary: "A `@Published` publisher is used where no conversion applies: on a value whose class cannot be told, as `Published<T>.Publisher` outside a migrated class, or in `assign(to: &other.$x)` into another object's property (that class stays `ObservableObject`).",
            suggestedFix: "Give the value a declared type, write `CurrentValueSubject<T, Never>` for `Published<T>.Publisher`, or assign from a sink in the object that owns the property, then rerun."
        ),
    ]

    /// Why a use keeps its class, when this rule is the reason.
    private static func keptFinding(for use: Use, context: FindingContext) -> Finding? {
        let exclusions = context.index.policy.exclusions
        switch (use.target, use.context) {
        case (.resolved(let owner), .typedAsPublishedPublisher) where exclusions[owner] == .combinePublisher:
            return context.finding(.combinePublisher, use.position,
                "'\(owner)' stays ObservableObject: its '$\(use.property)' is handed on as Published<T>.Publisher by a declaration that is not in a migrated class",
                applied: false, fix: "Type that declaration `AnyPublisher<T, Never>` (with `.eraseToAnyPublisher()`), then rerun.")
        case (.resolved(let owner), .argument), (.resolved(let owner), .combineOperand):
            guard exclusions[owner] == .combinePublisher, mayReachAParameter(use, resolution: context.resolution),
                  isHandedToPublishedPublisher(use, resolution: context.resolution)
                    || keptClassDeclaresPublishedPublisher(resolution: context.resolution, exclusions: exclusions) else { return nil }
            return context.finding(.combinePublisher, use.position,
                "'\(owner)' stays ObservableObject: its '$\(use.property)' is passed to a call, and parameters typed Published<T>.Publisher outside migrated classes may take it\(parameterSites(for: use, resolution: context.resolution))",
                applied: false, fix: "Type those parameters `AnyPublisher<T, Never>` (with `.eraseToAnyPublisher()` at the calls) or make them generic over `Publisher`, then rerun.")
        case (.assumed(let candidates), _) where candidates.contains(where: { exclusions[$0] == .combinePublisher }):
            let publish = candidates.count == 1 ? "publishes" : "publish"
            return context.finding(.combinePublisher, use.position,
                "'$\(use.property)' is used on a value whose class could not be told; \(candidates.map { "'\($0)'" }.joined(separator: ", ")) \(publish) '\(use.property)' and \(candidates.count == 1 ? "stays" : "stay") ObservableObject, so that the use builds as it is (it may also be another type's property wrapper projection)",
                applied: false, fix: "Give the value a declared type, then rerun.")
        default:
            return nil
        }
    }

    /// Where the `Published<T>.Publisher` declarations a call may hand `$x`
    /// to are written: those under the callee's name outside observable
    /// classes, when there are three at most (calls are matched by name
    /// only: more would name other types' functions as much as this one's).
    private static func parameterSites(for use: Use, resolution: Resolution) -> String {
        let callee: String
        switch use.context {
        case .argument(let name?), .combineOperand(let name): callee = name
        default: return ""
        }
        let sites = resolution.publisherTypeSites.filter { site in
            !(site.owner.map(resolution.isObservable) ?? false) && site.declarationNames.contains(callee)
        }
        guard !sites.isEmpty, sites.count <= 3 else { return "" }
        let named = sites.map { site in
            let declaration = site.declarationNames.prefix(2).reversed().joined(separator: ".")
            return "\(site.path):\(site.position.line)" + (declaration.isEmpty ? "" : " ('\(declaration)')")
        }
        return " (written at \(named.joined(separator: ", ")))"
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        let index = context.index
        var findings: [Finding] = []
        for fact in file.classes {
            let key = Resolution.key(fact.qualifiedName)
            guard let bridged = index.bridges[key] else { continue }
            for property in fact.properties {
                guard let subject = bridged[property.name] else { continue }
                findings.append(context.finding(.publisherBridged, property.position,
                    "'\(property.name)' in '\(key)' now feeds '\(subject)', a CurrentValueSubject sent in willSet as @Published did; its publisher uses read '\(subject)'",
                    applied: true))
            }
        }
        for use in uses(in: file, resolution: context.resolution) {
            switch outcome(of: use, index: index) {
            case .readsSubject(let subject):
                findings.append(context.finding(.publisherBridged, use.position, "'$\(use.property)' now reads '\(subject)'", applied: true))
            case .unchanged:
                if let finding = keptFinding(for: use, context: context) { findings.append(finding) }
            case .convertedElsewhere:
                break
            }
        }
        for fact in file.classes {
            let key = Resolution.key(fact.qualifiedName)
            guard context.index.policy.exclusions[key] == .combinePublisher else { continue }
            if let required = context.resolution.conformances(of: key).first(where: context.resolution.protocolsRequiringPublishers.contains) {
                findings.append(context.finding(.combinePublisher, fact.position,
                    "'\(key)' stays ObservableObject: it conforms to '\(required)', which requires a Published<T>.Publisher",
                    applied: false, fix: "Change the requirement to `AnyPublisher<T, Never>` (or `CurrentValueSubject<T, Never>`), then rerun."))
            } else if handsOutPublishersHeldElsewhere(key, resolution: context.resolution) {
                findings.append(context.finding(.combinePublisher, fact.position,
                    "'\(key)' stays ObservableObject: it hands out a Published<T>.Publisher, and code outside observable classes holds publishers of that type",
                    applied: false, fix: "Type those publishers `AnyPublisher<T, Never>` (with `.eraseToAnyPublisher()`), then rerun."))
            }
        }
        // A `Published<T>.Publisher` declaration is reported only through the
        // uses it blocks (above): on its own it changes no migrating class.
        return findings
    }
}
