import SwiftSyntax

/// What every rewriter may read: the project index, the configuration and the
/// file being rewritten. Rewriters never derive project facts from the tree
/// they are given, which earlier rewriters may already have changed.
struct RewriteContext: Sendable {
    var index: ProjectIndex
    var configuration: Configuration
    var path: String
    /// The file's own line break, for the rare line the migration adds.
    var lineBreak: Trivia
}

/// Base class of the migration's rewriters: one concern each, run in the order
/// of `MigrationPipeline.rewriters`.
class MigrationRewriter: SyntaxRewriter {
    let context: RewriteContext

    required init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    var index: ProjectIndex { context.index }

    /// Whether `decl` is a stored member of a class this run migrates.
    func isMemberOfMigratedClass(_ decl: some SyntaxProtocol) -> Bool {
        guard let typeDecl = LexicalScope.enclosingTypeDecl(of: decl), typeDecl.is(ClassDeclSyntax.self),
              let owner = LexicalScope.owningType(of: decl) else { return false }
        return index.isMigrated(owner)
    }

    /// The new form of a view's observable-wrapper property, if it migrates.
    func viewPropertyForm(of property: ObservableWrapperProperty, in decl: VariableDeclSyntax) -> ViewPropertyForm? {
        guard let owner = LexicalScope.owningType(of: decl) else { return nil }
        return index.viewPropertyForm(
            wrapper: property.kind, owner: owner, name: property.name,
            type: property.typeComponents, scope: LexicalScope.path(of: decl),
            initializerCreatesObject: property.initializerCreatesObject
        )
    }
}
