import SwiftSyntax
import SyntaxSupport

/// Adds `@Observable` to every class the index migrates.
///
/// ## Before
/// ```swift
/// final class Store: ObservableObject {
/// ```
/// ## After
/// ```swift
/// @Observable final class Store: ObservableObject {
/// ```
/// (the conformance goes in `RemoveObservableObjectConformance`). A `private`
/// class nested in another type becomes `fileprivate`: the macro's extension
/// of `Outer.Model`, at file scope, cannot name a `private` one. The attribute
/// goes on its own line when the class's attributes are on their own lines. A
/// plain base class whose `@Published` properties an observable subclass
/// inherits migrates too (else views reading them would stop updating), and is
/// reported (`published-base-migrated`).
final class AdoptObservableMacro: MigrationRewriter, MigrationRule {
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool { index.declaresMigratedClass(file) }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let migrates = index.isMigrated(context.names.path(of: node) + [node.name.text])
        let visited = super.visit(node)
        // A class that is `@Observable` already (an extension still made it an
        // `ObservableObject`) keeps its one attribute.
        guard migrates, var visitedClass = visited.as(ClassDeclSyntax.self),
              !ModelPropertyKind.attributeNames(node.attributes).contains(where: { $0 == "Observable" || $0 == "Observation.Observable" }) else { return visited }
        // The macro extends `Outer.Model` at file scope, where a `private`
        // nested type cannot be named: `fileprivate` is the narrowest access it can see.
        if LexicalScope.enclosingTypeDecl(of: node) != nil,
           let index = visitedClass.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.private) && $0.detail == nil }) {
            let modifier = visitedClass.modifiers[index]
            visitedClass.modifiers[index] = modifier.with(\.name, modifier.name.with(\.tokenKind, .keyword(.fileprivate)))
        }
        // A header whose inheritance continues on more lines (often aligned
        // under its first type) keeps its layout: the macro goes on a line of its own.
        let spansLines = node.inheritanceClause?.tokens(viewMode: .sourceAccurate).contains { $0.leadingTrivia.lineBreak != nil } == true
        return DeclSyntax(AttributeEditing.prepending(AttributeEditing.makeAttribute("Observable", module: qualifier(for: "Observable", module: "Observation", at: node)),
                                                      to: visitedClass, ownLine: spansLines ? context.lineBreak : nil))
    }
}

extension AdoptObservableMacro {
    static let descriptions = [
        RuleDescription(
            rule: .codableKeys, severity: .warning,
            summary: "A migrated class is `Codable` with synthesized coding; `@Observable` stores properties as `_name`.",
            suggestedFix: "Add `CodingKeys` mapping `_name` to `name`."
        ),
        RuleDescription(
            rule: .publishedBaseMigrated, severity: .note,
            summary: "A base class that is not an `ObservableObject` declares `@Published` properties an observable subclass inherits; it became `@Observable` with it, so views reading them keep updating.",
            suggestedFix: "Nothing to do; other subclasses of it are migrated too."
        ),
    ]

    /// Hand-written `init(from:)`/`encode(to:)` over synthesized `CodingKeys`
    /// would no longer compile: the class stays.
    static let codingPass = MigrationPolicy.ClassPass { key, fact, resolution, _ in
        // Coding members count wherever they are, in the class or an extension.
        let coding = resolution.codingMembers(of: key)
        let isCodable = fact.isCodable || resolution.codableThroughExtension.contains(key)
        return isCodable && !coding.isDisjoint(with: [.decoder, .encoder]) && !coding.contains(.codingKeys) && !isCodedByHand(coding) ? .codingKeys : nil
    }

    /// Whether a class's coding is all hand-written, without the keys the
    /// compiler would synthesize: `init(from:)` and `encode(to:)` that do not
    /// name `CodingKeys` (a single value container, keys of their own). The
    /// macro's `_name` storage changes nothing of it.
    static func isCodedByHand(_ coding: Set<ClassMembers.CodingMember>) -> Bool {
        coding.isSuperset(of: [.decoder, .encoder]) && !coding.contains(.codingKeysNamed)
    }

    /// The macro stores each property as `_name`: synthesized coding keys change.
    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.classes.flatMap { fact -> [Finding] in
            let key = Resolution.key(fact.qualifiedName)
            if context.index.policy.exclusions[key] == .codingKeys {
                return [context.finding(.codableKeys, fact.position,
                    "'\(key)' stays ObservableObject: its hand-written init(from:)/encode(to:) uses the synthesized CodingKeys, which @Observable's '_name' storage renames",
                    applied: false, fix: "Declare `enum CodingKeys: String, CodingKey` with the property names, then rerun.")]
            }
            guard context.index.isMigrated(key) else { return [] }
            var findings: [Finding] = []
            if context.resolution.publishingBases.contains(key) {
                findings.append(context.finding(.publishedBaseMigrated, fact.position,
                    "'\(key)' is not an ObservableObject, but an observable subclass inherits its @Published properties; it became @Observable with it",
                    applied: true))
            }
            if fact.isCodable || context.resolution.codableThroughExtension.contains(key),
               case let coding = context.resolution.codingMembers(of: key),
               !coding.isSuperset(of: [.decoder, .encoder, .codingKeys]), !isCodedByHand(coding) {
                findings.append(context.finding(.codableKeys, fact.position,
                    "'\(key)' is Codable and relies on synthesized coding; @Observable stores its properties as '_name', so the coding keys change",
                    applied: false))
            }
            return findings
        }
    }
}
