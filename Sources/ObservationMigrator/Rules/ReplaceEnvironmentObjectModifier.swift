import SwiftSyntax
import SyntaxSupport

/// `.environmentObject(x)` with a migrated `x` becomes `.environment(x)`.
///
/// ## Before
/// ```swift
/// ContentView().environmentObject(library)
/// ```
/// ## After
/// ```swift
/// ContentView().environment(library)
/// ```
/// Limits: an argument whose class cannot be told is left as is and reported
/// (`ReportUnknownObservables`).
final class ReplaceEnvironmentObjectModifier: MigrationRewriter, MigrationRule {
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool { !file.environmentObjectModifiers.isEmpty }
    /// Edits `.environmentObject(model)` calls.
    override class func bodyWords(in file: FileFacts, index: ProjectIndex) -> [String]? { ["environmentObject"] }

    /// What becomes of one `.environmentObject(x)`.
    enum Decision: Equatable {
        /// `x` is a class this run migrates: `.environment(x)`.
        case migrates
        /// `x`'s class cannot be told, but every class the project's views read
        /// with `@EnvironmentObject` migrates: `.environment(x)`, reported.
        case assumedMigrated
        /// Left as is (a class that stays, a third-party type, or unknown while
        /// some environment-object class stays), reported when unknown.
        case left(unknown: Bool)
    }

    /// The one decision the rewrite and the report share.
    static func decide(_ argument: ValueReference, scope: [String], function: String?, path: String, index: ProjectIndex) -> Decision {
        if let resolved = index.resolution.resolveValue(argument, scope: scope, path: path, in: .known(function)) {
            return index.isObservation(resolved) ? .migrates : .left(unknown: false)
        }
        // A value whose type is written (a third-party `MediaKit.Player()`) is not ours.
        if index.resolution.hasDeclaredType(argument, scope: scope, path: path, in: .known(function)) { return .left(unknown: false) }
        let consumed = index.resolution.environmentObjectClasses
        guard let consumed, !consumed.isEmpty, consumed.allSatisfy(index.isObservation) else { return .left(unknown: true) }
        return .assumedMigrated
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let migrates = EnvironmentObjectModifier(node).map { modifier in
            switch Self.decide(ValueReference.describe(modifier.argument), scope: context.names.path(of: node),
                               function: LexicalScope.enclosingFunction(of: node), path: context.path, index: index) {
            case .migrates, .assumedMigrated: return true
            case .left: return false
            }
        } ?? false
        let visited = super.visit(node)
        // Edited detached: an edit of a node in a tree rebuilds every node up to the root.
        guard migrates, let call = visited.as(FunctionCallExprSyntax.self)?.detached else { return visited }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.with(\.tokenKind, .identifier("environment"))
            return ExprSyntax(call.with(\.calledExpression, ExprSyntax(member.with(\.declName, member.declName.with(\.baseName, name)))))
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.with(\.tokenKind, .identifier("environment"))
            return ExprSyntax(call.with(\.calledExpression, ExprSyntax(reference.with(\.baseName, name))))
        }
        return visited
    }
}
