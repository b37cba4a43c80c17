import SwiftSyntax
import SyntaxSupport

/// Where a local `@Bindable var name = name` can be declared for a `$name.x`
/// use of an environment object: the body of the function or computed
/// property (such as a view's `body`) that contains the use, closures included.
enum BindableSite {
    /// The statements of the enclosing function or computed-property getter, or
    /// nil when the use sits where no local declaration can go (a stored
    /// property's initial value, an initialiser).
    static func enclosingBody(of node: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        var current = node.parent
        // One look at each ancestor's kind: a view's body nests deep.
        while let ancestor = current {
            switch ancestor.kind {
            case .functionDecl:
                return ancestor.cast(FunctionDeclSyntax.self).body?.statements
            case .accessorDecl:
                let accessor = ancestor.cast(AccessorDeclSyntax.self)
                guard accessor.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
                return accessor.body?.statements
            case .accessorBlock:
                if case .getter(let statements) = ancestor.cast(AccessorBlockSyntax.self).accessors { return statements }
            case .initializerDecl, .patternBinding, .memberBlock, .sourceFile:
                return nil
            default:
                break
            }
            current = ancestor.parent
        }
        return nil
    }
}

/// A `.environmentObject(value)` modifier call.
struct EnvironmentObjectModifier {
    var name: TokenSyntax
    var argument: ExprSyntax

    init?(_ call: FunctionCallExprSyntax) {
        // `.environmentObject(x)`, or `environmentObject(x)` on self inside a View extension.
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName,
              name.text == "environmentObject", call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else { return nil }
        self.name = name
        self.argument = argument.expression
    }
}
