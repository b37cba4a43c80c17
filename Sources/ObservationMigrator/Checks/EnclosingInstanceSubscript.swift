import SwiftSyntax
import SyntaxSupport

extension TypeMembers {
    /// `static subscript<T>(_enclosingInstance:wrapped:storage:)`: how a
    /// property wrapper in a class hears of each write, where it can tell the
    /// object's observers (as `@Published` and `@AppStorage` do).
    static func declaresEnclosingInstanceSubscript(_ members: MemberBlockSyntax) -> Bool {
        declarations(of: members).contains { member in
            member.as(SubscriptDeclSyntax.self)?.parameterClause.parameters.first?.firstName.text == "_enclosingInstance"
        }
    }
}
