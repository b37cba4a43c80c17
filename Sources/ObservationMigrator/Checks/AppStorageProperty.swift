import SwiftSyntax
import SyntaxSupport

/// An `@AppStorage` stored property that `ConvertAppStorage` turns into a
/// computed property: what it writes, read from the declaration.
struct AppStorageProperty {
    /// The attribute's names as written.
    static let attributeNames: Set<String> = ["AppStorage", "SwiftUI.AppStorage"]
    /// The attributes the computed property keeps: `@objc` exposes a
    /// computed property as it exposed the stored one.
    static let keptAttributeNames: Set<String> = ["objc"]
    /// The types a `UserDefaults` value is read back as with `as?`.
    static let storableTypes: Set<String> = ["Bool", "Int", "Double", "String", "Data"]
    /// The other types `@AppStorage` takes, which it stores in their own way.
    private static let otherStoredTypes: Set<String> = ["URL", "Date"]

    var name: String
    /// `String`, or `String?` for an optional.
    var type: TypeSyntax
    /// The wrapped type read back (`String` for `String?`).
    var storedType: String
    /// The value's type when it is none of `storableTypes`: then it must be
    /// an enum of the project (`RawRepresentable`, stored by its raw value,
    /// as `@AppStorage` stores one), which `ConvertAppStorage.converts` checks.
    var enumType: AppStorageEnum?
    var key: ExprSyntax
    /// The store as an expression (`UserDefaults.standard` when none is given).
    var store: ExprSyntax
    /// nil for an optional without a default.
    var defaultValue: ExprSyntax?
    var isOptional: Bool
    /// The `willSet` and `didSet` observers, which the setter runs around the write.
    var willSet: AccessorDeclSyntax?
    var didSet: AccessorDeclSyntax?

    /// Why an `@AppStorage` declaration is not one `ConvertAppStorage` converts,
    /// as the report says it (after "its @AppStorage 'name' ").
    enum Refusal: Error, Hashable, Sendable {
        case shape, observers, untoldType, storedType(String), computedDefault, builtStore

        var description: String {
            switch self {
            case .shape: return "is not one stored `var` with a key and no attribute but this one and `@objc`"
            case .observers: return "has observers that change it, return early from willSet, or read a value the setter names"
            case .untoldType: return "has a type the migration cannot tell from its declaration"
            case .storedType(let name): return "holds a \(name), which UserDefaults stores in a way of its own"
            case .computedDefault: return "has a default that is computed, which the wrapper computed once and a getter would compute at each read"
            case .builtStore: return "has a store that is computed (`UserDefaults(suiteName:)`), which the wrapper made once and a getter would make at each read"
            }
        }
    }

    /// `Sort`, `Comment.Sort`: a type written from its dotted name.
    private static func type(named components: [String]) -> TypeSyntax? {
        guard let first = components.first else { return nil }
        return components.dropFirst().reduce(TypeSyntax(IdentifierTypeSyntax(name: .identifier(first)))) { base, name in
            TypeSyntax(MemberTypeSyntax(baseType: base, name: .identifier(name)))
        }
    }

    /// `@AppStorage var …` as `ConvertAppStorage` converts it, or nil when it is not one it converts.
    init?(_ decl: VariableDeclSyntax) {
        guard let property = try? Self(reading: decl) else { return nil }
        self = property
    }

    /// A store read by name (`.group`, `Defaults.shared`, `store`), not one
    /// an expression makes.
    private static func isReference(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base.map(isReference) ?? true
    }

    /// Why an `@AppStorage` declaration is not converted; nil for one that is,
    /// or that is no `@AppStorage`.
    static func refusal(of decl: VariableDeclSyntax) -> Refusal? {
        do {
            _ = try Self(reading: decl)
            return nil
        } catch {
            return error
        }
    }

    private init(reading decl: VariableDeclSyntax) throws(Refusal) {
        guard decl.bindingSpecifier.tokenKind == .keyword(.var), decl.bindings.count == 1, let binding = decl.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              case let attributes = decl.attributes.compactMap({ $0.as(AttributeSyntax.self) }), attributes.count == decl.attributes.count,
              let attribute = attributes.first(where: { Self.attributeNames.contains(ModelPropertyKind.attributeName($0)) }),
              attributes.allSatisfy({ $0.id == attribute.id || Self.keptAttributeNames.contains(ModelPropertyKind.attributeName($0)) }),
              case .argumentList(let arguments)? = attribute.arguments,
              let key = arguments.first, key.label == nil,
              arguments.dropFirst().allSatisfy({ $0.label?.text == "store" })
        else { throw .shape }
        // Observers only: the setter can run them around the write.
        if let accessors = binding.accessorBlock {
            guard let observers = SetterObservers(accessors, property: name) else { throw .observers }
            (willSet, didSet) = (observers.willSet, observers.didSet)
        }
        // The type: written, or a literal's, an enum case's (`Sort.newest`) or a call's (`Data()`).
        var type: TypeSyntax
        var inferredCase: String?
        if let written = binding.typeAnnotation?.type {
            type = written.trimmed
        } else if let literal = binding.initializer.flatMap({ TypeNames.literalTypeName(of: $0.value) }) {
            type = TypeSyntax(IdentifierTypeSyntax(name: .identifier(literal)))
        } else if let member = binding.initializer?.value.as(MemberAccessExprSyntax.self), let base = member.base,
                  let components = TypeNames.components(ofTypeExpression: base), let written = Self.type(named: components) {
            type = written
            inferredCase = member.declName.baseName.text
        } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                  let components = TypeNames.components(ofTypeExpression: call.calledExpression),
                  components.last?.first?.isUppercase == true, let written = Self.type(named: components) {
            // `Data()`, `Date(timeIntervalSince1970: 0)`: the type it builds.
            type = written
        } else {
            throw .untoldType
        }
        let (wrapped, isOptional) = TypeNames.unwrappingOptional(type)
        // A name (`Int`, `Sort`) or a qualified one (`Comment.Sort`), without generic arguments.
        guard wrapped.is(IdentifierTypeSyntax.self) || wrapped.is(MemberTypeSyntax.self),
              !wrapped.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftAngle }),
              let components = TypeNames.components(of: wrapped), let storedName = components.last else { throw .untoldType }
        guard !Self.otherStoredTypes.contains(storedName) else { throw .storedType(storedName) }
        let defaultValue = binding.initializer?.value.trimmed
        guard defaultValue != nil || isOptional else { throw .shape }
        // The getter reads the default each time the key is unset, where the
        // wrapper read it once: a literal or a case reads the same each time.
        if let defaultValue, !InitialValueCost.isPlainValue(defaultValue) {
            guard let member = defaultValue.as(MemberAccessExprSyntax.self),
                  member.base.map({ TypeNames.components(ofTypeExpression: $0) == components }) ?? true else { throw .computedDefault }
            inferredCase = member.declName.baseName.text
        }
        if components.count > 1 || !Self.storableTypes.contains(storedName) {
            enumType = AppStorageEnum(type: components, inferredCase: inferredCase)
        } else if inferredCase != nil {
            throw .computedDefault
        }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = TypeSyntax(OptionalTypeSyntax(wrappedType: iuo.wrappedType.trimmed)) }
        // `store: .group` is `UserDefaults.group`; an expression is kept as written.
        var store = ExprSyntax(MemberAccessExprSyntax(base: DeclReferenceExprSyntax(baseName: .identifier("UserDefaults")), name: .identifier("standard")))
        if let written = arguments.dropFirst().first?.expression.trimmed {
            guard Self.isReference(written) else { throw .builtStore }
            if let member = written.as(MemberAccessExprSyntax.self), member.base == nil {
                store = ExprSyntax(member.with(\.base, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("UserDefaults")))))
            } else {
                store = ExprSyntax(TupleExprSyntax(elements: LabeledExprListSyntax([LabeledExprSyntax(expression: written)])))
            }
        }
        self.name = name
        self.type = type
        self.storedType = components.joined(separator: ".")
        self.key = key.expression.trimmed
        self.store = store
        self.defaultValue = defaultValue
        self.isOptional = isOptional
    }
}

/// The enum an `@AppStorage` value is of, as written: `var sort: Sort = .newest`
/// or `var sort = Sort.newest`; `inferredCase` (`newest`), the default, must be one of its cases.
struct AppStorageEnum: Sendable, Hashable {
    var type: [String]
    var inferredCase: String?
}
