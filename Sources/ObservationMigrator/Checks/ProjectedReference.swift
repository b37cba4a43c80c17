import SwiftSyntax

/// A `$name` in an expression: the projected value of a property wrapper.
/// Bare (`$query`, `$model.isOn`) it names the enclosing type's own wrapper;
/// as a member (`model.$query`) it names a wrapper of `model`'s type. Every
/// place that reads `$name` recognises it here.
struct ProjectedReference {
    enum Form {
        /// `$name`, possibly followed by members (`$model.isOn`).
        case bare
        /// `base.$name`.
        case member(base: ExprSyntax)
    }

    var name: String
    var form: Form
    var reference: DeclReferenceExprSyntax

    init?(_ reference: DeclReferenceExprSyntax) {
        let text = reference.baseName.text
        guard text.hasPrefix("$") else { return nil }
        let name = String(text.dropFirst())
        // `$0`, `$1`: closure parameters, not projections.
        guard !name.isEmpty, !name.allSatisfy(\.isNumber) else { return nil }
        self.name = name
        self.reference = reference
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard let base = member.base else { return nil }
            form = .member(base: base)
        } else {
            form = .bare
        }
    }

    /// The `$name` a token spells, if any.
    init?(token: TokenSyntax) {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        self.init(reference)
    }
}

/// Whether a reference is the member name of a member access (`x.name`, `.name`).
func isMemberName(_ reference: DeclReferenceExprSyntax) -> Bool {
    reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
}
