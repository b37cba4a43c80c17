import SwiftSyntax
import SwiftSyntaxBuilder
import SyntaxSupport

/// Manual `objectWillChange` uses in a migrated class, converted where
/// Observation already does the same:
/// - a statement that only forwards another object's changes
///   (`child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }`,
///   `child.$x.sink { _ in self.objectWillChange.send() }`, through operators,
///   `merge`, `combineLatest`) is removed when both classes migrate: Observation
///   tracks `parent.child.x` reads by itself;
/// - `objectWillChange.send()` in a function that changes a tracked stored
///   property, or in the `willSet`/`didSet` of one, is removed: the change notifies;
/// - a `send()` beside statements whose only effect is a change inside one
///   tracked stored property holding a plain class (`page.lines.append(line)`),
///   which no tracking sees, becomes `withMutation(keyPath: \.page) {}`;
/// - in the setter of a computed property whose value lives elsewhere
///   (`UserDefaults`, another object), the getter calls `access(keyPath:)` and
///   the setter runs inside `withMutation(keyPath:)`;
/// - a test's one-shot `model.objectWillChange.sink { changed.fulfill() }`
///   becomes `withObservationTracking` over the model's readable tracked properties.
///
/// Any other use (a `send()` in a closure or a function that changes nothing
/// tracked, a sink on another object's `objectWillChange`) keeps the class
/// `ObservableObject`, and the report names the line.
///
/// ## Before
/// ```swift
/// var volume: Double {
///     get { UserDefaults.standard.double(forKey: "volume") }
///     set {
///         objectWillChange.send()
///         UserDefaults.standard.set(newValue, forKey: "volume")
///     }
/// }
/// ```
/// ## After
/// ```swift
/// var volume: Double {
///     get {
///         access(keyPath: \.volume)
///         return UserDefaults.standard.double(forKey: "volume")
///     }
///     set {
///         withMutation(keyPath: \.volume) {
///             UserDefaults.standard.set(newValue, forKey: "volume")
///         }
///     }
/// }
/// ```
/// Private storage that only held removed forwarding subscriptions
/// (`private var childChanges: AnyCancellable?`, a `Set<AnyCancellable>` only
/// those statements filled) is removed with them.
///
/// Limits: `objectWillChange` subscribed to from outside the class (other than
/// a test's one-shot sink) is not rewritten to `withObservationTracking`; it
/// keeps the class, reported.
final class ConvertObjectWillChange: MigrationRewriter, MigrationRule {
    /// Edits statements that send or forward `objectWillChange` (through it or a `$name` publisher).
    override class func bodyWords(in file: FileFacts, index: ProjectIndex) -> [String]? { ["objectWillChange", "$"] }

    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.objectWillChangeUses.contains { use in
            if case .other = use.site { return false }
            return true
        }
    }

    // MARK: Decision

    /// What becomes of one `objectWillChange` use.
    enum Outcome: Equatable {
        /// Removed with its statement (forwarding, or a `send()` a tracked change makes redundant).
        case removed
        /// The `send()` of a computed property's setter: `access`/`withMutation` instead.
        case wrapped(property: String)
        /// The class stays `ObservableObject` (for this use, or another reason).
        case kept(owner: String, blocking: Bool)
        /// A `send()` announcing a change inside the plain class this property
        /// holds, which tracking does not see: `withMutation(keyPath:) {}`.
        case announced(property: String)
        /// A test's one-shot sink: `withObservationTracking` over these properties.
        case tracked(properties: [String])
        /// Part of a forwarding statement that stays because not every class it joins migrates.
        case keptForwarding(owner: String)
        /// The value's type could not be told.
        case unknown
        /// Not an observable class's publisher.
        case unrelated
    }

    /// The stored properties of a class (and its observable superclasses) that
    /// are tracked once it migrates.
    static func trackedProperties(of key: String, resolution: Resolution, configuration: Configuration) -> Set<String> {
        var names: Set<String> = []
        var current: String? = key
        while let type = current {
            // Tracked: published or plain stored, and not given `@ObservationIgnored` (one decision, in that rule).
            for property in resolution.classes[type]?.properties ?? []
            where [.published, .unpublishedStored].contains(property.kind)
                && !IgnoreUntrackableProperties.decide(property.kind, judged: property, owner: resolution.classes[type], resolution: resolution,
                                                    configuration: configuration, appStorageConverts: false).ignores {
                names.insert(property.name)
            }
            current = resolution.observableSuperclass(of: type)
        }
        return names
    }

    /// The formerly `@Published` properties another file can read: what a
    /// test's `withObservationTracking` reads to hear of the same changes
    /// `objectWillChange` announced.
    static func observableProperties(of key: String, resolution: Resolution, configuration: Configuration) -> [String] {
        var names: [String] = []
        var current: String? = key
        while let type = current {
            // An `@Observable` class already: its tracked stored properties.
            let kinds: [ModelPropertyKind] = resolution.alreadyObservable.contains(type) ? [.unpublishedStored] : [.published]
            names += (resolution.classes[type]?.properties ?? []).filter { kinds.contains($0.kind) && !$0.isFilePrivate && !$0.isBookkeeping }.map(\.name)
            current = resolution.observableSuperclass(of: type)
        }
        return names
    }

    /// Whether a use can be converted, whatever else holds its class back.
    static func isConvertible(_ site: ObjectWillChangeSite, owner: String, resolution: Resolution, configuration: Configuration) -> Bool {
        switch site {
        case .other: return false
        case .forwarding, .sendInSetter: return true
        case .expectationSink: return !observableProperties(of: owner, resolution: resolution, configuration: configuration).isEmpty
        case .sendInBody(let assigned, let announced):
            return announced.map { announcesTrackedProperty($0, of: owner, resolution: resolution, configuration: configuration) } == true
                || isRedundantSend(assigned: assigned, owner: owner, resolution: resolution, configuration: configuration)
        case .sendInObserver(let property):
            return trackedProperties(of: owner, resolution: resolution, configuration: configuration).contains(property)
        }
    }

    /// Whether a change inside `name` needs `withMutation(keyPath: \.name) {}`
    /// to reach the observers a `send()` told: `name` is a tracked stored
    /// property `owner` itself declares (a superclass's has its own registrar)
    /// and holds a class of the project that is not observable, whose insides
    /// no tracking sees. (A value's insides, or an observable class's, are
    /// tracked already: such a `send()` is removed.)
    static func announcesTrackedProperty(_ name: String, of owner: String, resolution: Resolution, configuration: Configuration) -> Bool {
        guard resolution.classes[owner]?.properties.contains(where: { $0.name == name }) == true,
              trackedProperties(of: owner, resolution: resolution, configuration: configuration).contains(name) else { return false }
        return holdsPlainClass(name, of: owner, resolution: resolution)
    }

    /// Whether stored property `name` of `owner` holds a class of the project
    /// that is not observable: a change inside it is no tracked change.
    static func holdsPlainClass(_ name: String, of owner: String, resolution: Resolution) -> Bool {
        guard let fact = resolution.classes[owner],
              let held = resolution.resolveValue(.member(.selfReference, name), scope: fact.qualifiedName, path: fact.path) else { return false }
        return resolution.classes[held] != nil && !resolution.isObservableOrObservation(held)
    }

    /// Whether the changes beside a `send()` are tracked ones, so that it can go:
    /// one of them is of a tracked property, and none is inside a plain class.
    static func isRedundantSend(assigned: Set<String>, owner: String, resolution: Resolution, configuration: Configuration) -> Bool {
        !assigned.isDisjoint(with: trackedProperties(of: owner, resolution: resolution, configuration: configuration))
            && !assigned.contains { holdsPlainClass($0, of: owner, resolution: resolution) }
    }

    /// The one decision the policy, the rewrite and the report share.
    static func outcome(site: ObjectWillChangeSite, base: ValueReference, scope: [String], path: String, index: ProjectIndex, configuration: Configuration) -> Outcome {
        let resolution = index.resolution
        guard let owner = resolution.resolveValue(base, scope: scope, path: path).flatMap({ resolution.isObservableOrObservation($0) ? $0 : nil }) else {
            // In an extension of a protocol refining ObservableObject: `MigrateObservableProtocols` reports it.
            let unknown = base == .implicitSelf
                ? resolution.classes[Resolution.key(scope)] == nil && !resolution.observableProtocols.isObservableProtocol(Resolution.key(scope))
                : !resolution.hasDeclaredType(base, scope: scope, path: path)
            return unknown ? .unknown : .unrelated
        }
        let convertible = isConvertible(site, owner: owner, resolution: resolution, configuration: configuration)
        if case .forwarding = site, !index.isObservation(owner) { return .keptForwarding(owner: owner) }
        guard index.isObservation(owner) else { return .kept(owner: owner, blocking: !convertible) }
        if case .forwarding(let key) = site, !index.removableForwardings.contains(ForwardingKey(path: path, offset: key)) {
            return .keptForwarding(owner: owner)
        }
        if case .sendInSetter(let property) = site { return .wrapped(property: property) }
        if case .expectationSink = site {
            return convertible ? .tracked(properties: observableProperties(of: owner, resolution: resolution, configuration: configuration)) : .kept(owner: owner, blocking: true)
        }
        if case .sendInBody(_, let announced?) = site, announcesTrackedProperty(announced, of: owner, resolution: resolution, configuration: configuration) {
            return .announced(property: announced)
        }
        return convertible ? .removed : .kept(owner: owner, blocking: true)
    }

    // MARK: Rewrite

    /// Drops the storage only removed forwarding statements used.
    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let visited = super.visit(node)
        guard let fact = classFact(ofMembers: node) else { return visited }
        return Self.removingProperties(named: Set(Self.removedStores(of: fact, index: index).map(\.name)), from: visited)
    }

    /// Drops removable forwarding statements and redundant `send()` statements,
    /// with what they leave empty: an `if` (no `else`, a condition without
    /// calls) whose body held only removed statements, and then a local
    /// declaration (its value read without calls) nothing left in the block reads.
    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var dropped = Set(node.enumerated().compactMap { offset, item in isRemoved(item) ? offset : nil })
        let visited = super.visit(node)
        for (offset, (original, item)) in zip(node, visited).enumerated() where !dropped.contains(offset) {
            if EmptiedStatements.isEmptiedIf(item, original: original) { dropped.insert(offset) }
        }
        guard !dropped.isEmpty else { return visited }
        var kept = visited.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
        let remaining = kept
        kept.removeAll { EmptiedStatements.isUnreadDeclaration($0, in: remaining) }
        return CodeBlockItemListSyntax(kept)
    }

    /// `model.objectWillChange.sink { changed.fulfill() }` →
    /// `withObservationTracking { _ = (model.a, model.b) } onChange: { changed.fulfill() }`.
    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        if let announced = announcement(node) { return announced }
        guard let sink = ExpectationSink(node),
              case .tracked(let properties) = Self.outcome(
                  site: .expectationSink(sink.key), base: ValueReference.describe(sink.observed), scope: context.names.path(of: node),
                  path: context.path, index: index, configuration: context.configuration)
        else { return super.visit(node) }
        let call = Self.tracking(sink, reading: properties, indentation: node.leadingTrivia.indentationOfLastLine,
                                 lineBreak: node.leadingTrivia.lineBreak ?? context.lineBreak)
        return node.with(\.item, .expr(ExprSyntax(call))).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `objectWillChange.send()` → `withMutation(keyPath: \.page) {}`, on the
    /// same base (`self?.`, `self.`).
    private func announcement(_ item: CodeBlockItemSyntax) -> CodeBlockItemSyntax? {
        guard let (reference, base) = Self.sentObjectWillChange(item),
              case .announced(let property) = Self.outcome(site: ObjectWillChangeSite.of(reference), base: base, scope: context.names.path(of: item),
                                                            path: context.path, index: index, configuration: context.configuration),
              let call = item.item.as(FunctionCallExprSyntax.self),
              let send = call.calledExpression.as(MemberAccessExprSyntax.self), let sent = send.base else { return nil }
        let name = DeclReferenceExprSyntax(baseName: .identifier("withMutation"))
        let called = sent.as(MemberAccessExprSyntax.self).map { ExprSyntax($0.with(\.declName, name)) } ?? ExprSyntax(name)
        let mutation = FunctionCallExprSyntax(
            calledExpression: called.with(\.leadingTrivia, call.leadingTrivia),
            leftParen: .leftParenToken(),
            arguments: LabeledExprListSyntax([LabeledExprSyntax(
                label: .identifier("keyPath"), colon: .colonToken(trailingTrivia: .space),
                expression: ExprSyntax("\\.\(raw: property)")
            )]),
            rightParen: .rightParenToken(trailingTrivia: .space),
            trailingClosure: ClosureExprSyntax(statements: [], rightBrace: .rightBraceToken(trailingTrivia: call.trailingTrivia))
        )
        return item.with(\.item, .expr(ExprSyntax(mutation)))
    }

    private func isRemoved(_ item: CodeBlockItemSyntax) -> Bool {
        if let forwarding = ForwardingStatement(item) {
            return index.removableForwardings.contains(ForwardingKey(path: context.path, offset: forwarding.key))
        }
        guard let (reference, base) = Self.sentObjectWillChange(item) else { return false }
        switch Self.outcome(site: ObjectWillChangeSite.of(reference), base: base, scope: context.names.path(of: item),
                            path: context.path, index: index, configuration: context.configuration) {
        case .removed, .wrapped: return true
        default: return false
        }
    }

    /// `objectWillChange.send()` as a statement: the `objectWillChange` reference and what it is called on.
    private static func sentObjectWillChange(_ item: CodeBlockItemSyntax) -> (Syntax, ValueReference)? {
        guard let call = item.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let send = call.calledExpression.as(MemberAccessExprSyntax.self), send.declName.baseName.text == "send",
              let sent = send.base else { return nil }
        if let reference = sent.as(DeclReferenceExprSyntax.self), reference.baseName.text == "objectWillChange" {
            return (Syntax(reference), .implicitSelf)
        }
        guard let member = sent.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "objectWillChange" else { return nil }
        return (Syntax(member.declName), member.base.map(ValueReference.describe) ?? .implicitSelf)
    }

    /// A computed property whose setter sends: `access` in the getter, `withMutation` around the setter.
    /// Observers emptied by a removed `send()` disappear.
    override func visit(_ node: PatternBindingSyntax) -> PatternBindingSyntax {
        guard case .accessors(let original)? = node.accessorBlock?.accessors else { return super.visit(node) }
        let wrapped = original.first { accessor in
            accessor.accessorSpecifier.tokenKind == .keyword(.set) && accessor.body?.statements.contains { item in
                guard let (reference, base) = Self.sentObjectWillChange(item) else { return false }
                if case .wrapped = Self.outcome(site: ObjectWillChangeSite.of(reference), base: base, scope: context.names.path(of: item),
                                                path: context.path, index: index, configuration: context.configuration) { return true }
                return false
            } == true
        } != nil
        let nonEmpty = Set(original.enumerated().filter { !($0.element.body?.statements.isEmpty ?? true) }.map(\.offset))
        var visited = super.visit(node)
        guard case .accessors(let list)? = visited.accessorBlock?.accessors, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return visited }
        var accessors = Array(list)
        if wrapped {
            accessors = accessors.map { accessor in
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get): return Self.accessing(name, in: accessor)
                case .keyword(.set): return Self.mutating(name, in: accessor, lineBreak: context.lineBreak)
                default: return accessor
                }
            }
        }
        // An observer whose only statement was a removed `send()`.
        let emptied = accessors.enumerated().filter { nonEmpty.contains($0.offset) && $0.element.body?.statements.isEmpty == true }.map(\.offset)
        guard wrapped || !emptied.isEmpty else { return visited }
        for offset in emptied.reversed() { accessors.remove(at: offset) }
        if accessors.isEmpty, let block = visited.accessorBlock {
            visited.accessorBlock = nil
            visited = visited.with(\.trailingTrivia, Trivia(pieces: Array(visited.trailingTrivia.pieces.reversed().drop { $0.isSpaceOrTab }.reversed()))
                + block.trailingTrivia.droppingLeadingSpaces)
        } else {
            visited.accessorBlock = visited.accessorBlock?.with(\.accessors, .accessors(AccessorDeclListSyntax(accessors)))
        }
        return visited
    }

    // MARK: Report

    static let descriptions = [
        RuleDescription(
            rule: .objectWillChangeConverted, severity: .note,
            summary: "A manual `objectWillChange` use in a migrated class was converted: a forwarding subscription removed (Observation tracks nested reads), with the private storage only it used, a redundant `send()` removed (the change it announces is tracked), a `send()` announcing a change inside a plain class a tracked property holds turned into `withMutation(keyPath:) {}`, or a computed property's setter wrapped in `withMutation(keyPath:)` with `access(keyPath:)` in its getter.",
            suggestedFix: "Nothing to do; check that views read the nested object's properties through the parent."
        ),
        RuleDescription(
            rule: .objectWillChange, severity: .warning,
            summary: "`objectWillChange` is used where no conversion keeps the behaviour (a `send()` beside code that changes nothing tracked, or more than one property, or calls what the tool cannot see into; a subscription from another object); the class stays `ObservableObject`.",
            suggestedFix: "For a `send()`, make the change it announces a tracked stored property (or wrap it in `withMutation(keyPath:)`); for a subscription, observe the properties it needs with `withObservationTracking` (or `onChange(of:)` in a view); then rerun."
        ),
    ]

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        let stores = file.classes.flatMap { fact in
            removedStores(of: fact, index: context.index).map { property in
                context.finding(.objectWillChangeConverted, property.position,
                    "'\(property.name)' only held the removed forwarding subscriptions and was removed with them", applied: true)
            }
        }
        return stores + file.objectWillChangeUses.compactMap { use in
            switch outcome(site: use.site, base: use.base, scope: use.scope, path: file.path, index: context.index, configuration: context.configuration) {
            case .removed:
                let what: String
                if case .forwarding = use.site { what = "the subscription that forwarded changes to objectWillChange was removed: Observation tracks nested reads itself" } else {
                    what = "objectWillChange.send() was removed: the tracked change in the same code notifies observers"
                }
                return context.finding(.objectWillChangeConverted, use.position, what, applied: true)
            case .announced(let property):
                return context.finding(.objectWillChangeConverted, use.position,
                    "objectWillChange.send() became withMutation(keyPath: \\.\(property)) {}: it announces a change inside '\(property)', a class no tracking sees into",
                    applied: true)
            case .tracked(let properties):
                return context.finding(.objectWillChangeConverted, use.position,
                    "this one-shot subscription became withObservationTracking over \(properties.joined(separator: ", ")), which tells the next change the same way",
                    applied: true)
            case .wrapped(let property):
                return context.finding(.objectWillChangeConverted, use.position,
                    "the setter of '\(property)' now runs in withMutation(keyPath: \\.\(property)) and its getter calls access(keyPath: \\.\(property))",
                    applied: true)
            case .kept(let owner, true):
                return context.finding(.objectWillChange, use.position, "'\(owner)' stays ObservableObject: its objectWillChange is used here, where no conversion keeps the behaviour", applied: false)
            case .keptForwarding(let owner):
                return context.finding(.objectWillChange, use.position,
                    "'\(owner)' stays ObservableObject: this statement forwards objectWillChange between classes that cannot all migrate",
                    applied: false, fix: "Resolve what keeps the other classes of this statement, then rerun.")
            case .unknown:
                return context.finding(.objectWillChange, use.position,
                    "objectWillChange is used on a value whose type could not be told; if it is a migrated class, this no longer compiles",
                    applied: false)
            case .kept(_, false), .unrelated:
                return nil
            }
        }
    }
}

/// A forwarding statement, by file and offset.
struct ForwardingKey: Sendable, Hashable {
    var path: String
    var offset: Int
}
