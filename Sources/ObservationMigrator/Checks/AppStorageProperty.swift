import SwiftSyntax
import SyntaxSupport

/// An `@AppStorage` stored property that `ConvertAppStorage` turns into a
/// computed property: what it writes, read from the declaration.
struct AppStorageProperty {
    /// The types a `UserDefaults` value is read back as with `as?`.
    static let storableTypes: Set<String> = ["Bool", "Int", "Double", "String", "Data"]

    var name: String
    /// `String`, or `String?` for an optional.
    var type: TypeSyntax
    /// The wrapped type read back (`String` for `String?`).
    var storedType: String
    var key: ExprSyntax
    /// The store as an expression (`UserDefaults.standard` when none is given).
    var store: ExprSyntax
    /// nil for an optional without a default.
    var defaultValue: ExprSyntax?

    /// `@AppStorage var …` as `ConvertAppStorage` converts it, or nil when it is not one it converts.
    init?(_ decl: VariableDeclSyntax) {
        guard decl.bindingSpecifier.tokenKind == .keyword(.var), decl.bindings.count == 1, let binding = decl.bindings.first,
              binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              decl.attributes.count == 1, case .attribute(let attribute)? = decl.attributes.first,
              ["AppStorage", "SwiftUI.AppStorage"].contains(ModelPropertyKind.attributeName(attribute)),
              case .argumentList(let arguments)? = attribute.arguments,
              let key = arguments.first, key.label == nil,
              arguments.dropFirst().allSatisfy({ $0.label?.text == "store" })
        else { return nil }
        // The type: written, or a literal's.
        var type: TypeSyntax
        if let written = binding.typeAnnotation?.type {
            type = written.trimmed
        } else {
            guard let literal = binding.initializer.flatMap({ TypeNames.literalTypeName(of: $0.value) }) else { return nil }
            type = TypeSyntax(IdentifierTypeSyntax(name: .identifier(literal)))
        }
        let (wrapped, isOptional) = TypeNames.unwrappingOptional(type)
        guard let stored = wrapped.as(IdentifierTypeSyntax.self), stored.genericArgumentClause == nil,
              Self.storableTypes.contains(stored.name.text) else { return nil }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = TypeSyntax(OptionalTypeSyntax(wrappedType: iuo.wrappedType.trimmed)) }
        let defaultValue = binding.initializer?.value.trimmed
        guard defaultValue != nil || isOptional else { return nil }
        // `store: .group` is `UserDefaults.group`; an expression is kept as written.
    var store = ExprSyntax(MemberAccessExprSyntax(base: DeclReferenceExprSyntax(baseName: .identifier("UserDefaults")), name: .identifier("standard")))
        if let written = arguments.dropFirst().first?.expression.trimmed {
            if let member = written.as(MemberAccessExprSyntax.self), member.base == nil {
                store = ExprSyntax(member.with(\.base, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("UserDefaults")))))
            } else {
                store = ExprSyntax(TupleExprSyntax(elements: LabeledExprListSyntax([LabeledExprSyntax(expression: written)])))
            }
        }
        self.name = name
        self.type = type
        self.storedType = stored.name.text
        self.key = key.expression.trimmed
        self.store = store
        self.defaultValue = defaultValue
    }
}
