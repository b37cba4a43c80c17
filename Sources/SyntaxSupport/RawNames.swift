@_spi(RawSyntax) import SwiftSyntax

/// Names read from the parser's raw nodes. The fact walk asks a name of most
/// references and calls of a file; reading it from a typed node would first
/// build the node data of all the reference's children, which the walk then
/// never visits (most callees, for one, are told lowercase from these bytes).
/// The bytes are the tree's: read them while the node is alive.
enum RawNames {
    /// The name token's bytes of `name` (`x`) or `base.name`; nil for other expressions.
    static func referencedName(_ raw: RawSyntax) -> SyntaxText? {
        if let reference = RawDeclReferenceExprSyntax(raw) { return reference.baseName.tokenText }
        if let member = RawMemberAccessExprSyntax(raw) { return member.declName.baseName.tokenText }
        return nil
    }

    /// The name token's bytes of a reference `name`, nil for other expressions.
    static func declReferenceName(_ raw: RawSyntax) -> SyntaxText? {
        RawDeclReferenceExprSyntax(raw)?.baseName.tokenText
    }
}
