@_spi(RawSyntax) import SwiftSyntax

/// Reading type names as written (`Outer.Inner`, `Settings?`, `Combine.ObservableObject`).
package enum TypeNames {
    /// The last part of a dotted name (`Object` of `Realm.Object`; the name
    /// itself without a dot).
    package static func lastPart(of dottedName: String) -> String {
        dottedName.split(separator: ".").last.map(String.init) ?? dottedName
    }

    /// `name.first?.isUppercase`, without Unicode tables for an ASCII letter
    /// (the fact walk asks it of every call).
    package static func startsUppercase(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 { return isUppercaseASCII(byte) }
        return name.first?.isUppercase == true
    }

    /// The same for a token, without making a string when its first byte is ASCII.
    package static func startsUppercase(_ token: TokenSyntax) -> Bool {
        guard let byte = token.rawText.first else { return false }
        if byte < 0x80 { return isUppercaseASCII(byte) }
        return startsUppercase(token.text)
    }

    package static func isUppercaseASCII(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// The dotted components of a simple or member type, with generic arguments
    /// dropped; nil for function, tuple, composition and other non-nominal types.
    package static func components(of type: TypeSyntax) -> [String]? {
        if let ident = type.as(IdentifierTypeSyntax.self) {
            return [ident.name.text]
        }
        if let member = type.as(MemberTypeSyntax.self) {
            guard let base = components(of: member.baseType) else { return nil }
            return base + [member.name.text]
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return components(of: attributed.baseType)
        }
        return nil
    }

    /// The element type of a collection type (`[T]`, `[K: T]`, `Array<T>`,
    /// `Set<T>`, `Dictionary<K, T>`, optional or not), as `components(of:)` reads it.
    package static func elementComponents(of type: TypeSyntax) -> [String]? {
        let type = unwrappingOptional(type).type
        if let array = type.as(ArrayTypeSyntax.self) { return components(of: array.element) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return components(of: dictionary.value) }
        guard let generic = type.as(IdentifierTypeSyntax.self), let arguments = generic.genericArgumentClause?.arguments else { return nil }
        let element: GenericArgumentSyntax?
        switch (generic.name.text, arguments.count) {
        case ("Array", 1), ("ContiguousArray", 1), ("ArraySlice", 1), ("Set", 1): element = arguments.first
        case ("Dictionary", 2): element = arguments.last
        default: element = nil
        }
        guard case .type(let elementType)? = element?.argument else { return nil }
        return components(of: elementType)
    }

    /// The type Swift gives a literal by default: `String`, `Int`, `Double`, `Bool`.
    package static func literalTypeName(of expression: ExprSyntax) -> String? {
        switch expression.kind {
        case .stringLiteralExpr: "String"
        case .integerLiteralExpr: "Int"
        case .floatLiteralExpr: "Double"
        case .booleanLiteralExpr: "Bool"
        default: nil
        }
    }

    /// `[K: V]`, `Dictionary<K, V>` (optional or not).
    package static func isDictionary(_ type: TypeSyntax) -> Bool {
        let type = unwrappingOptional(type).type
        if type.is(DictionaryTypeSyntax.self) { return true }
        guard let generic = type.as(IdentifierTypeSyntax.self) else { return false }
        return generic.name.text == "Dictionary" && generic.genericArgumentClause?.arguments.count == 2
    }

    /// The wrapped type of `T?` or `T!`, and whether it was optional.
    package static func unwrappingOptional(_ type: TypeSyntax) -> (type: TypeSyntax, isOptional: Bool) {
        if let optional = type.as(OptionalTypeSyntax.self) { return (optional.wrappedType, true) }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return (iuo.wrappedType, true) }
        return (type, false)
    }

    /// The dotted components of an expression naming a type (`Model`, `App.Settings`).
    package static func components(ofTypeExpression expr: ExprSyntax) -> [String]? {
        // Read from the last name back, in one pass: a chain can be thousands long.
        var reversed: [String] = []
        var current = expr
        while true {
            if let ref = current.as(DeclReferenceExprSyntax.self) {
                reversed.append(ref.baseName.text)
                return reversed.reversed()
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                reversed.append(member.declName.baseName.text)
                current = base
            } else if let specialized = current.as(GenericSpecializationExprSyntax.self) {
                current = specialized.expression
            } else if let typeExpr = current.as(TypeExprSyntax.self), let parts = components(of: typeExpr.type) {
                return parts + reversed.reversed()
            } else {
                return nil
            }
        }
    }

    /// Whether the last name of `components(ofTypeExpression:)` would start
    /// uppercase, told without reading the rest of the chain.
    package static func lastNameStartsUppercase(ofTypeExpression expr: ExprSyntax) -> Bool {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return startsUppercase(ref.baseName) }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base != nil { return startsUppercase(member.declName.baseName) }
        if let specialized = expr.as(GenericSpecializationExprSyntax.self) { return lastNameStartsUppercase(ofTypeExpression: specialized.expression) }
        if let typeExpr = expr.as(TypeExprSyntax.self) { return components(of: typeExpr.type)?.last.map(startsUppercase) ?? false }
        return false
    }
}

package extension TokenKind {
    /// The keyword of a keyword token, nil otherwise.
    var keyword: Keyword? {
        if case .keyword(let keyword) = self { return keyword }
        return nil
    }
}
