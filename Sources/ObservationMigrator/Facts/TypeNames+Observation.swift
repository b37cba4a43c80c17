import SwiftSyntax
import SyntaxSupport

extension TypeNames {
    /// Protocols of the standard library a class commonly names first in its
    /// inheritance clause: no superclass, and nothing runs when it is built.
    static let standardProtocols: Set<String> = [
        "Identifiable", "Hashable", "Equatable", "Sendable", "Codable", "Decodable", "Encodable", "CustomStringConvertible",
    ]

    /// True for `ObservableObject` and `Combine.ObservableObject`.
    static func isObservableObject(_ type: TypeSyntax) -> Bool {
        guard let parts = components(of: type) else { return false }
        return parts == ["ObservableObject"] || parts == ["Combine", "ObservableObject"]
    }

    /// `V` of a superclass `UIHostingController<V>` or `NSHostingController<V>`
    /// (also `SwiftUI.`-qualified): the type of the controller's `rootView`.
    static func hostedViewType(_ type: TypeSyntax) -> [String]? {
        let name: TokenSyntax
        let arguments: GenericArgumentClauseSyntax?
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            (name, arguments) = (identifier.name, identifier.genericArgumentClause)
        } else if let member = type.as(MemberTypeSyntax.self), member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "SwiftUI" {
            (name, arguments) = (member.name, member.genericArgumentClause)
        } else {
            return nil
        }
        guard ["UIHostingController", "NSHostingController"].contains(name.text), let arguments, arguments.arguments.count == 1,
              case .type(let argument)? = arguments.arguments.first?.argument else { return nil }
        return TypeNames.components(of: argument)
    }
}

extension LineTable {
    /// Where a UTF-8 offset of the text lies, as a finding gives it.
    func position(ofUTF8Offset offset: Int) -> SourcePosition {
        let (line, column) = lineAndColumn(ofUTF8Offset: offset)
        return SourcePosition(line: line, column: column)
    }
}
