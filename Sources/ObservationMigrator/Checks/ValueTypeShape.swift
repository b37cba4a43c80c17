import SwiftSyntax
import SyntaxSupport

/// A property's value type as written, enough to tell whether it is
/// `Equatable`: a nominal name with generic arguments, an optional, an array
/// or a dictionary; anything else (functions, tuples, `any P`) is `.other`.
indirect enum ValueTypeShape: Sendable, Hashable {
    case named([String], arguments: [ValueTypeShape])
    case optional(ValueTypeShape)
    case array(ValueTypeShape)
    case dictionary(ValueTypeShape, ValueTypeShape)
    case other

    init(_ type: TypeSyntax) {
        if let optional = type.as(OptionalTypeSyntax.self) {
            self = .optional(ValueTypeShape(optional.wrappedType))
        } else if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = .optional(ValueTypeShape(iuo.wrappedType))
        } else if let array = type.as(ArrayTypeSyntax.self) {
            self = .array(ValueTypeShape(array.element))
        } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
            self = .dictionary(ValueTypeShape(dictionary.key), ValueTypeShape(dictionary.value))
        } else if let components = TypeNames.components(of: type) {
            var arguments: [ValueTypeShape] = []
            var current: TypeSyntax? = type
            while let node = current {
                if let identifier = node.as(IdentifierTypeSyntax.self) {
                    arguments = identifier.genericArgumentClause?.arguments.compactMap {
                        if case .type(let type) = $0.argument { return ValueTypeShape(type) }
                        return nil
                    } ?? []
                    current = nil
                } else if let member = node.as(MemberTypeSyntax.self) {
                    arguments = member.genericArgumentClause?.arguments.compactMap {
                        if case .type(let type) = $0.argument { return ValueTypeShape(type) }
                        return nil
                    } ?? []
                    current = nil
                } else {
                    current = node.as(AttributedTypeSyntax.self)?.baseType
                }
            }
            self = .named(components, arguments: arguments)
        } else {
            self = .other
        }
    }

    /// The type of a stored property: its annotation, else a literal's type,
    /// else the type its initial value names (`initialValueType`).
    static func of(_ binding: PatternBindingSyntax) -> ValueTypeShape? {
        if let type = binding.typeAnnotation?.type { return ValueTypeShape(type) }
        guard let value = binding.initializer?.value else { return nil }
        if let literal = TypeNames.literalTypeName(of: value) { return .named([literal], arguments: []) }
        return initialValueType(value).map { .named($0.type, arguments: []) }
    }

    /// The type an initial value without a written type names: `Phase(…)`,
    /// `Phase.init(…)`, or `Phase.idle` and `Phase.failed(…)` with their member
    /// (its type when the member is a case of the enum, which the caller asks
    /// the project). A generic type is named without its arguments.
    static func initialValueType(_ value: ExprSyntax) -> (type: [String], member: String?)? {
        let isCall = value.is(FunctionCallExprSyntax.self)
        let called = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
        // `Phase(…)`, `Loading<Int>(…)`
        if isCall, let type = typeNamed(by: called) { return (type, nil) }
        guard let member = called.as(MemberAccessExprSyntax.self), let base = member.base, let type = typeNamed(by: base) else { return nil }
        // `Phase.init(…)`
        if member.declName.baseName.tokenKind == .keyword(.`init`) { return isCall ? (type, nil) : nil }
        guard case .identifier(let name) = member.declName.baseName.tokenKind, name.first?.isLowercase == true else { return nil }
        return (type, name)
    }

    /// The type a type expression names (`Phase`, `Outer.Phase`, `Loading<Int>`), when its last name is a type's.
    private static func typeNamed(by expr: ExprSyntax) -> [String]? {
        TypeNames.components(ofTypeExpression: expr).flatMap { $0.last?.first?.isUppercase == true ? $0 : nil }
    }

    /// Standard library, Foundation and SwiftUI value types that are `Equatable`.
    static let equatableNames: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval", "CGPoint",
        "CGSize", "CGRect", "IndexPath", "Locale", "TimeZone", "Color", "NavigationPath", "AttributedString",
    ]

    /// Every type the shape names, outermost first (`[Phase]?`: `Phase`;
    /// `Box<Phase>`: `Box`, `Phase`).
    var namedTypes: [[String]] {
        switch self {
        case .named(let components, let arguments): return [components] + arguments.flatMap(\.namedTypes)
        case .optional(let wrapped), .array(let wrapped): return wrapped.namedTypes
        case .dictionary(let key, let value): return key.namedTypes + value.namedTypes
        case .other: return []
        }
    }

    /// Whether the value is `Equatable` as far as the project shows;
    /// `isProjectEquatable` answers for the project's own types.
    func isEquatable(_ isProjectEquatable: ([String]) -> Bool) -> Bool {
        switch self {
        case .named(let components, let arguments):
            let last = components.last ?? ""
            if ["Array", "Set", "Optional", "ContiguousArray"].contains(last), components.count == 1 {
                return arguments.allSatisfy { $0.isEquatable(isProjectEquatable) }
            }
            if last == "Dictionary", components.count == 1 { return arguments.allSatisfy { $0.isEquatable(isProjectEquatable) } }
            if arguments.isEmpty, Self.equatableNames.contains(last), components.count == 1 || components.first == "Foundation" || components.first == "Swift" {
                return true
            }
            return isProjectEquatable(components)
        case .optional(let wrapped), .array(let wrapped):
            return wrapped.isEquatable(isProjectEquatable)
        case .dictionary(let key, let value):
            return key.isEquatable(isProjectEquatable) && value.isEquatable(isProjectEquatable)
        case .other:
            return false
        }
    }
}
