import SwiftSyntax
import SyntaxSupport

/// A class that is not isolated to an actor, holds a tracked `@MainActor`
/// stored property and declares no initialiser gets `init() {}` when it
/// migrates. `@Observable` moves the property's initial value into
/// `@MainActor` storage of its own, so the initialiser Swift writes for the
/// class would be both nonisolated and main-actor isolated, which the Swift 6
/// language mode rejects. The written one is what Swift wrote before.
///
/// Only a class without a superclass has that implicit initialiser (a
/// subclass inherits its superclass's). When the first type the class names is
/// neither the project's nor a protocol the migration knows, whether it is a
/// superclass cannot be told: the class stays, and the report says why.
///
/// ## Before
/// ```swift
/// final class Upload: ObservableObject {
///     @MainActor @Published var isRunning = false
/// }
/// ```
/// ## After
/// ```swift
/// @Observable final class Upload {
///     @MainActor var isRunning = false
///
///     init() {}
/// }
/// ```
final class DeclareInitializerForIsolatedStorage: MigrationRewriter, MigrationRule {
    static let descriptions = [
        RuleDescription(
            rule: .initializerAdded, severity: .note,
            summary: "A migrated class without an initialiser of its own holds a `@MainActor` stored property; it got `init() {}`, the initialiser Swift wrote before, since under `@Observable` the implicit one would be both nonisolated and main-actor isolated, which Swift 6 rejects.",
            suggestedFix: "Nothing to do."
        ),
        RuleDescription(
            rule: .isolatedStorageKept, severity: .warning,
            summary: "A class holds a `@MainActor` stored property and declares no initialiser, and the first type it names may be a superclass the project does not declare; under `@Observable` its implicit initialiser may be both nonisolated and main-actor isolated, so it stays `ObservableObject`.",
            suggestedFix: "Declare its initialiser (`init() {}`, or `override init() { super.init() }` for a superclass's), or isolate the class to the main actor, then run again."
        ),
    ]

    /// What a migrating class needs for its initialiser.
    enum Need: Equatable {
        /// `init() {}`, for this `@MainActor` property.
        case initializer(property: String)
        /// Whether this type, named first, is its superclass cannot be told.
        case unknownFirstType(String, property: String)
    }

    static func need(of fact: ClassFact, resolution: Resolution, configuration: Configuration) -> Need? {
        guard !fact.isMainActorIsolated, !fact.declaresDesignatedInitializer,
              let property = fact.properties.first(where: { isTrackedAndIsolated($0, of: fact, resolution: resolution, configuration: configuration) })
        else { return nil }
        switch resolution.namesSuperclassFirst(fact) {
        case true?: return nil
        case false?: return .initializer(property: property.name)
        case nil: return .unknownFirstType((fact.inheritedTypes.first ?? nil)?.joined(separator: ".") ?? "", property: property.name)
        }
    }

    /// A `@MainActor` stored property the macro tracks (its storage takes the initial value).
    private static func isTrackedAndIsolated(_ property: ModelPropertyFact, of fact: ClassFact, resolution: Resolution, configuration: Configuration) -> Bool {
        guard property.isMainActorIsolated, property.kind == .published || property.kind == .unpublishedStored else { return false }
        return !IgnoreUntrackableProperties.decide(property.kind, judged: property, owner: fact, resolution: resolution,
                                                   configuration: configuration, appStorageConverts: false).ignores
    }

    static let pass = MigrationPolicy.ClassPass { _, fact, resolution, configuration in
        guard case .unknownFirstType(let type, let property)? = need(of: fact, resolution: resolution, configuration: configuration) else { return nil }
        return .isolatedStorage(property: property, firstType: type)
    }

    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.classes.contains { index.isMigrated($0.qualifiedName) && $0.properties.contains(where: \.isMainActorIsolated) }
    }

    /// `init() {}` after the last member, indented as the first.
    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let visited = super.visit(node)
        guard let fact = classFact(ofMembers: node), index.isMigrated(fact.qualifiedName),
              case .initializer? = Self.need(of: fact, resolution: index.resolution, configuration: context.configuration),
              let first = visited.first else { return visited }
        let lineBreak = first.leadingTrivia.lineBreak ?? context.lineBreak
        let initializer = InitializerDeclSyntax(
            signature: FunctionSignatureSyntax(parameterClause: FunctionParameterClauseSyntax(parameters: [])),
            body: CodeBlockSyntax(leftBrace: .leftBraceToken(leadingTrivia: .space), statements: [], rightBrace: .rightBraceToken())
        )
        let item = MemberBlockItemSyntax(decl: DeclSyntax(initializer).with(\.leadingTrivia, lineBreak + lineBreak + first.leadingTrivia.indentationOfLastLine))
        return MemberBlockItemListSyntax(Array(visited) + [item])
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.classes.compactMap { fact in
            let key = Resolution.key(fact.qualifiedName)
            if case .isolatedStorage(let property, let type) = context.index.policy.exclusions[key] {
                return context.finding(.isolatedStorageKept, fact.position,
                    "'\(key)' stays ObservableObject: it declares no initializer and holds @MainActor '\(property)', and whether '\(type)' is a superclass that gives it one could not be told; the initializer Swift writes for an @Observable class would be both nonisolated and main actor-isolated",
                    applied: false)
            }
            guard context.index.isMigrated(key),
                  case .initializer(let property)? = need(of: fact, resolution: context.resolution, configuration: context.configuration) else { return nil }
            return context.finding(.initializerAdded, fact.position,
                "'\(key)' got init() {}: it holds @MainActor '\(property)', and under @Observable the initializer Swift writes for it would be both nonisolated and main actor-isolated, which Swift 6 rejects",
                applied: true)
        }
    }
}
