import SwiftSyntax

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
    override class var pruning: Pruning { .none }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let migrates = EnvironmentObjectModifier(node).map { modifier in
            index.migratedClass(of: ValueReference.describe(modifier.argument), scope: LexicalScope.path(of: node), path: context.path) != nil
        } ?? false
        let visited = super.visit(node)
        guard migrates, let call = visited.as(FunctionCallExprSyntax.self) else { return visited }
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
