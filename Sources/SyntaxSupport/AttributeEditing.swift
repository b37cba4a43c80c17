import SwiftSyntax

/// Adds, removes and renames attributes while keeping comments, blank lines
/// and indentation where the reader expects them. Edits are made on a
/// detached copy: an edit of a node still in its tree rebuilds every node up
/// to the root.
package enum AttributeEditing {
    /// A new attribute such as `@Observable`, to be placed first; `module`
    /// qualifies it (`@Observation.Observable`) where a type of the app hides the name.
    package static func makeAttribute(_ name: String, module: String? = nil) -> AttributeSyntax {
        AttributeSyntax(atSign: .atSignToken(), attributeName: typeName(name, module: module))
    }

    /// `Name`, or `Module.Name`.
    package static func typeName(_ name: String, module: String?) -> TypeSyntax {
        guard let module else { return TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))) }
        return TypeSyntax(MemberTypeSyntax(baseType: TypeSyntax(IdentifierTypeSyntax(name: .identifier(module))), name: .identifier(name)))
    }

    /// Puts `attribute` before the declaration's attributes and modifiers. It takes
    /// over the declaration's leading trivia (doc comments stay above) and is
    /// followed by a line break when the existing attributes sit on their own
    /// lines, else by a space.
    /// `ownLine`: the line break to put the attribute on a line of its own
    /// with, when the declaration's attributes do not already stand so.
    package static func prepending<Decl: WithAttributesSyntax>(_ attribute: AttributeSyntax, to decl: Decl, ownLine: Trivia? = nil) -> Decl {
        let leading = decl.leadingTrivia
        var lineBreak: Trivia? = ownLine
        if let firstAttribute = decl.attributes.first,
           let next = firstAttribute.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) {
            lineBreak = next.leadingTrivia.lineBreak ?? ownLine
        }
        var result = decl.detached
        var attribute = attribute.with(\.leadingTrivia, leading)
        if let lineBreak {
            attribute = attribute.with(\.trailingTrivia, [])
            result.leadingTrivia = lineBreak + leading.indentationOfLastLine
        } else {
            attribute = attribute.with(\.trailingTrivia, .space)
            result.leadingTrivia = []
        }
        result.attributes = AttributeListSyntax([.attribute(attribute)] + Array(result.attributes))
        return result
    }

    /// Removes one attribute of a property. Its leading trivia (doc comments,
    /// indentation) moves to the token that followed it; a comment written after
    /// it survives on the line above.
    package static func removing(_ attribute: AttributeSyntax, from decl: VariableDeclSyntax) -> VariableDeclSyntax {
        var attributes = Array(decl.attributes)
        guard let position = attributes.firstIndex(where: { $0.id == attribute.id }) else { return decl }
        let followingLeading = attribute.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.leadingTrivia ?? []
        let newLeading = attribute.leadingTrivia + (attribute.trailingTrivia + followingLeading).droppingLeadingSeparator
        var result = decl.detached
        attributes = Array(result.attributes)
        attributes.remove(at: position)
        if position < attributes.count {
            attributes[position] = attributes[position].with(\.leadingTrivia, newLeading)
            result.attributes = AttributeListSyntax(attributes)
        } else {
            result.attributes = AttributeListSyntax(attributes)
            if let first = result.modifiers.first {
                var modifiers = Array(result.modifiers)
                modifiers[0] = first.with(\.leadingTrivia, newLeading)
                result.modifiers = DeclModifierListSyntax(modifiers)
            } else {
                result.bindingSpecifier = result.bindingSpecifier.with(\.leadingTrivia, newLeading)
            }
        }
        return result
    }

    /// Replaces an attribute of a property with another one, keeping its trivia.
    package static func replacing(_ attribute: AttributeSyntax, with replacement: AttributeSyntax, in decl: VariableDeclSyntax) -> VariableDeclSyntax {
        let replacement = replacement
            .with(\.leadingTrivia, attribute.leadingTrivia)
            .with(\.trailingTrivia, attribute.trailingTrivia)
        let position = decl.attributes.enumerated().first { $0.element.id == attribute.id }?.offset
        var result = decl.detached
        result.attributes = AttributeListSyntax(result.attributes.enumerated().map { offset, element in
            offset == position ? .attribute(replacement) : element
        })
        return result
    }

    /// The same attribute under another name (`StateObject` → `State`), qualification kept;
    /// an unqualified one gets `module` when it is given.
    package static func renamed(_ attribute: AttributeSyntax, to name: String, module: String? = nil) -> AttributeSyntax {
        let attribute = attribute.detached
        if let ident = attribute.attributeName.as(IdentifierTypeSyntax.self) {
            if module != nil {
                return attribute.with(\.attributeName, typeName(name, module: module).with(\.leadingTrivia, ident.leadingTrivia).with(\.trailingTrivia, ident.trailingTrivia))
            }
            return attribute.with(\.attributeName, TypeSyntax(ident.with(\.name, ident.name.with(\.tokenKind, .identifier(name)))))
        }
        if let member = attribute.attributeName.as(MemberTypeSyntax.self) {
            return attribute.with(\.attributeName, TypeSyntax(member.with(\.name, member.name.with(\.tokenKind, .identifier(name)))))
        }
        return attribute
    }
}
