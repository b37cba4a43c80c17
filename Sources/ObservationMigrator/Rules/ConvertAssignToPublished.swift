import SwiftSyntax
import SwiftSyntaxBuilder
import SyntaxSupport

/// `publisher.assign(to: &$x)` in a migrated class becomes a subscription
/// that assigns the tracked property and lives as long as the object, without
/// retaining it: a `sink` with a weak `self`, stored in the class's set of
/// cancellables (an `@ObservationIgnored` one is added when it has none).
///
/// ## Before
/// ```swift
/// $query
///     .map { $0.count }
///     .assign(to: &$length)
/// ```
/// ## After
/// ```swift
/// queryPublisher
///     .map { $0.count }
///     .sink { [weak self] in self?.length = $0 }
///     .store(in: &cancellables)
/// ```
/// Limits: `assign(to: &other.$x)`, into another object's property, has no
/// such conversion; that class stays `ObservableObject` and is reported.
final class ConvertAssignToPublished: MigrationRewriter, MigrationRule {
    /// Edits `.assign(to: &$name)` calls, if the file has any; else only the
    /// members of the classes that gain a set of cancellables.
    override class func bodyWords(in file: FileFacts, index: ProjectIndex) -> [String]? {
        file.projectedReferences.contains { $0.context == .assignTarget } || file.memberPublisherUses.contains { $0.context == .assignTarget } ? ["assign"] : []
    }

    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        !index.assignStores.isEmpty
            && (file.projectedReferences.contains { $0.context == .assignTarget }
                || file.memberPublisherUses.contains { $0.context == .assignTarget }
                || file.classes.contains { index.assignStores[Resolution.key($0.qualifiedName)]?.isNew == true })
    }

    // MARK: Decision

    /// Whether a publisher use is an `assign(to:)` this rule can convert: into
    /// the object's own property.
    static func converts(_ use: BridgePublishers.Use) -> Bool { use.context == .assignTarget && use.isOwn }

    /// Why an `assign(to:)` keeps its class, if it does: into another object's
    /// property; or into a property with `willSet`/`didSet`, which `assign(to:)`
    /// skipped and any assignment of the migrated property runs.
    static func blockingReason(_ use: BridgePublishers.Use, resolution: Resolution) -> String? {
        guard use.context == .assignTarget, case .resolved(let owner) = use.target else { return nil }
        if !use.isOwn { return "'assign(to:)' writes into its '$\(use.property)' from another object" }
        if resolution.classes[owner]?.properties.contains(where: { $0.name == use.property && $0.hasObservers }) == true {
            return "'assign(to: &$\(use.property))' skips the observers of '\(use.property)', which any assignment of the migrated property runs"
        }
        return nil
    }

    /// Where a class's converted subscriptions are stored.
    struct Store: Sendable, Hashable {
        var name: String
        /// The class has no set of cancellables (usable from every file with a
        /// converted `assign`); one is added.
        var isNew: Bool
        /// An added set is `private` unless a converted `assign` sits in another file.
        var isPrivate: Bool = true
    }

    /// The classes that run a converted `assign(to:)`, and their store.
    static func stores(facts: [FileFacts], resolution: Resolution, policy: MigrationPolicy) -> [String: Store] {
        // Which classes run a converted `assign`, and whether any of them from another file.
        var crossFile: [String: Bool] = [:]
        for file in facts {
            for use in BridgePublishers.uses(in: file, resolution: resolution) where converts(use) {
                guard case .resolved(let owner) = use.target, policy.migrated.contains(owner),
                      let running = use.runningClass, let fact = resolution.classes[running] else { continue }
                crossFile[running] = (crossFile[running] ?? false) || fact.path != file.path
            }
        }
        var stores: [String: Store] = [:]
        for (running, elsewhere) in crossFile {
            guard let fact = resolution.classes[running] else { continue }
            if let existing = fact.properties.first(where: { $0.isCancellableStore && !(elsewhere && $0.isFilePrivate) }) {
                stores[running] = Store(name: existing.name, isNew: false)
            } else {
                let taken = resolution.memberNames(of: running)
                let name = ["cancellables", "observationCancellables", "assignCancellables"].first { !taken.contains($0) } ?? "assignCancellables"
                stores[running] = Store(name: name, isNew: true, isPrivate: !elsewhere)
            }
        }
        return stores
    }

    /// An `assign(to:)` no conversion keeps (see `blockingReason`) keeps its class.
    static let pass = MigrationPolicy.FilePass { file, resolution, _ in
        BridgePublishers.uses(in: file, resolution: resolution).compactMap { use in
            guard blockingReason(use, resolution: resolution) != nil, case .resolved(let owner) = use.target else { return nil }
            return (owner, .combinePublisher)
        }
    }

    // MARK: Rewrite

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "assign",
              node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "to",
              let target = argument.expression.as(InOutExprSyntax.self)?.expression, let reference = Self.projection(in: target),
              let projected = ProjectedReference(reference) else { return super.visit(node) }
        guard let use = BridgePublishers.use(of: projected, path: context.path, names: context.names, resolution: index.resolution), Self.converts(use), case .resolved(let owner) = use.target, index.isMigrated(owner),
              let running = use.runningClass, let store = index.assignStores[running] else { return super.visit(node) }
        // The receiving chain may itself read bridged publishers: rewrite it first.
        let visitedBase = member.base.map { rewrite(Syntax($0)).as(ExprSyntax.self) ?? $0 }
        let closure = Self.assignment(of: use.property)
        let sink = FunctionCallExprSyntax(
            calledExpression: ExprSyntax(member.with(\.base, visitedBase).with(\.declName, member.declName.with(\.baseName, .identifier("sink")))),
            leftParen: nil,
            arguments: LabeledExprListSyntax([]),
            rightParen: nil,
            trailingClosure: closure
        )
        let storeCall = FunctionCallExprSyntax(
            calledExpression: ExprSyntax(MemberAccessExprSyntax(
                base: ExprSyntax(sink),
                period: .periodToken(leadingTrivia: member.period.leadingTrivia),
                declName: DeclReferenceExprSyntax(baseName: .identifier("store"))
            )),
            leftParen: .leftParenToken(),
            arguments: LabeledExprListSyntax([LabeledExprSyntax(
                label: .identifier("in"), colon: .colonToken(trailingTrivia: .space),
                expression: ExprSyntax(InOutExprSyntax(expression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(store.name)))))
            )]),
            rightParen: .rightParenToken(trailingTrivia: node.trailingTrivia)
        )
        return ExprSyntax(storeCall)
    }

    /// The sink's closure: `{ [weak self] in self?.x = $0 }`.
    static func assignment(of property: String) -> ClosureExprSyntax {
        ClosureExprSyntax(
            leftBrace: .leftBraceToken(leadingTrivia: .space, trailingTrivia: .space),
            signature: ClosureSignatureSyntax(
                capture: ClosureCaptureClauseSyntax(
                    leftSquare: .leftSquareToken(),
                    items: ClosureCaptureListSyntax([ClosureCaptureSyntax(
                        specifier: ClosureCaptureSpecifierSyntax(specifier: .keyword(.weak, trailingTrivia: .space)),
                        name: .keyword(.self)
                    )]),
                    rightSquare: .rightSquareToken(trailingTrivia: .space)
                ),
                inKeyword: .keyword(.in, trailingTrivia: .space)
            ),
            statements: CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr("self?.\(raw: property) = $0"))]),
            rightBrace: .rightBraceToken(leadingTrivia: .space)
        )
    }

    /// `$x` or `self.$x` inside `&…`.
    private static func projection(in expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        expression.as(DeclReferenceExprSyntax.self) ?? expression.as(MemberAccessExprSyntax.self)?.declName
    }

    /// A class that runs a converted `assign(to:)` and has no store gets one,
    /// after its last stored property (first when it has none).
    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let visited = super.visit(node)
        guard let classDecl = node.parent?.parent?.as(ClassDeclSyntax.self),
              let store = index.assignStores[Resolution.key(context.names.path(of: classDecl) + [classDecl.name.text])], store.isNew else { return visited }
        var items = Array(visited)
        let lastStored = items.lastIndex { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { return false }
            return !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) } && variable.bindings.allSatisfy(ModelPropertyKind.isStored)
        }
        let neighbour = lastStored.map { items[$0] } ?? items.first
        let indentation = neighbour?.leadingTrivia.indentationOfLastLine ?? classDecl.leadingTrivia.indentationOfLastLine + .spaces(4)
        let declaration = VariableDeclSyntax(
            leadingTrivia: (neighbour?.leadingTrivia.lineBreak ?? context.lineBreak) + indentation,
            attributes: AttributeListSyntax([.attribute(AttributeEditing.makeAttribute("ObservationIgnored", module: qualifier(for: "ObservationIgnored", module: "Observation", at: classDecl.memberBlock)).with(\.trailingTrivia, .space))]),
            modifiers: DeclModifierListSyntax(store.isPrivate ? [DeclModifierSyntax(name: .keyword(.private, trailingTrivia: .space))] : []),
            bindingSpecifier: .keyword(.var, trailingTrivia: .space),
            bindings: PatternBindingListSyntax([PatternBindingSyntax(
                pattern: PatternSyntax(IdentifierPatternSyntax(identifier: .identifier(store.name, trailingTrivia: .space))),
                initializer: InitializerClauseSyntax(equal: .equalToken(trailingTrivia: .space), value: ExprSyntax("Set<AnyCancellable>()"))
            )])
        )
        let member = MemberBlockItemSyntax(decl: DeclSyntax(declaration))
        if let lastStored {
            items.insert(member, at: lastStored + 1)
        } else if !items.isEmpty {
            // First member: it takes over the old first member's leading trivia (comments, blank lines).
            items.insert(member.with(\.leadingTrivia, items[0].leadingTrivia), at: 0)
            items[1] = items[1].with(\.leadingTrivia, (items[1].leadingTrivia.lineBreak ?? context.lineBreak) + items[1].leadingTrivia.indentationOfLastLine)
        } else {
            items.append(member)
        }
        return MemberBlockItemListSyntax(items)
    }

    // MARK: Report

    static let descriptions = [RuleDescription(
        rule: .assignConverted, severity: .note,
        summary: "`assign(to: &$x)` in a migrated class became `.sink { [weak self] in self?.x = $0 }.store(in: &cancellables)`: the same values, for the object's lifetime, without a retain cycle.",
        suggestedFix: "Nothing to do; the added `cancellables` set is `@ObservationIgnored`."
    )]

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        BridgePublishers.uses(in: file, resolution: context.resolution).compactMap { use in
            guard case .resolved(let owner) = use.target else { return nil }
            if converts(use), context.index.isMigrated(owner), let running = use.runningClass, let store = context.index.assignStores[running] {
                return context.finding(.assignConverted, use.position,
                    "'assign(to: &$\(use.property))' became a sink that assigns '\(use.property)', stored in '\(store.name)'\(store.isNew ? " (added)" : "") for the object's lifetime",
                    applied: true)
            }
            if let reason = blockingReason(use, resolution: context.resolution), !context.index.isMigrated(owner) {
                return context.finding(.combinePublisher, use.position, "'\(owner)' stays ObservableObject: \(reason)",
                    applied: false, fix: "Assign the property from a sink (moving any observer logic into it), then rerun.")
            }
            return nil
        }
    }
}
