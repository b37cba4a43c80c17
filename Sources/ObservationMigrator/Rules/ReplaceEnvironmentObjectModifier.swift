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
        let readers = environmentReaders(from: scope, resolution: index.resolution)
        guard index.resolution.everyEnvironmentObjectIsTold, !readers.isEmpty,
              readers.allSatisfy(index.isObservation) else { return .left(unknown: true) }
        return .assumedMigrated
    }

    /// The classes views read with `@EnvironmentObject` (those whose type can
    /// be told) that a value passed at `scope` can be: those its module sees.
    static func environmentReaders(from scope: [String], resolution: Resolution) -> [String] {
        resolution.environmentObjectClasses.filter { resolution.visibility.isVisible($0, from: scope) }.sorted()
    }

    /// Whether nothing about the value's class can be read: not resolved,
    /// no type written, no class of the project named on its way
    /// (`makeModel()`, a local bound to a call's result). A value reached from
    /// a type (`Player.shared.queue`) that names no class of the project is
    /// another library's.
    static func tellsNothing(_ modifier: ModifierFact, path: String, resolution: Resolution) -> Bool {
        let argument = modifier.argument
        guard resolution.resolveValue(argument, scope: modifier.scope, path: path, in: .known(modifier.function)) == nil,
              !resolution.hasDeclaredType(argument, scope: modifier.scope, path: path, in: .known(modifier.function)),
              resolution.possibleClasses(type: nil, value: argument, scope: modifier.scope, path: path, in: .known(modifier.function)).isEmpty
        else { return false }
        var root = argument
        while true {
            switch root {
            case .member(let base, _), .element(let base), .iteratedElement(let base), .called(let base, _): root = base
            case .staticMember, .instance, .typed, .metatype: return false
            case .name, .implicitSelf, .selfReference, .unknown: return true
            }
        }
    }

    /// Such a value may pass any class views read from the environment. The
    /// call stays as is when one of them stays (`decide`): then they all
    /// stay, so that it still builds whichever it passes. When every one
    /// migrates, it becomes `.environment(_:)`.
    static let dependentPass = MigrationPolicy.DependentPass { file, resolution, _, exclusions in
        var kept: [(key: String, reason: MigrationPolicy.Exclusion)] = []
        for modifier in file.environmentObjectModifiers where tellsNothing(modifier, path: file.path, resolution: resolution) {
            let readers = environmentReaders(from: modifier.scope, resolution: resolution)
            guard !resolution.everyEnvironmentObjectIsTold || readers.contains(where: { exclusions[$0] != nil }) else { continue }
            kept += readers.map { ($0, .unresolvedUse) }
        }
        return kept
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
