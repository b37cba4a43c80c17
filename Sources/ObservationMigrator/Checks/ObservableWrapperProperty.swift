import SwiftSyntax
import SyntaxSupport

/// The three SwiftUI property wrappers that hold an `ObservableObject`.
enum ObservableWrapperKind: String, Sendable, Hashable, CaseIterable {
    case stateObject = "StateObject"
    case observedObject = "ObservedObject"
    case environmentObject = "EnvironmentObject"
}

/// A property declared with `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject`, read from syntax alone. Shared by the fact collector
/// (which reports) and the view-side rewriters (which rewrite).
struct ObservableWrapperProperty {
    var kind: ObservableWrapperKind
    var attribute: AttributeSyntax
    var name: String
    var binding: PatternBindingSyntax
    /// The declared type, unwrapped from `?`/`!`.
    var declaredType: TypeSyntax?
    var isOptional: Bool
    var initializer: ExprSyntax?

    init?(_ decl: VariableDeclSyntax) {
        // The attribute first: most declarations have none, and their bindings are not read.
        for element in decl.attributes {
            guard case .attribute(let attribute) = element, Self.mayNameObjectWrapper(attribute),
                  let parts = TypeNames.components(of: attribute.attributeName),
                  let last = parts.last, parts.count == 1 || parts == ["SwiftUI", last],
                  let kind = ObservableWrapperKind(rawValue: last) else { continue }
            guard decl.bindings.count == 1, let binding = decl.bindings.first,
                  let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            self.kind = kind
            self.attribute = attribute
            self.name = identifier.identifier.text
            self.binding = binding
            if let annotation = binding.typeAnnotation {
                let unwrapped = TypeNames.unwrappingOptional(annotation.type)
                self.declaredType = unwrapped.type
                self.isOptional = unwrapped.isOptional
            } else {
                self.declaredType = nil
                self.isOptional = false
            }
            self.initializer = binding.initializer?.value
            return
        }
        return nil
    }

    /// Whether an attribute may name a wrapper called `…Object` (`@StateObject`,
    /// `@SwiftUI.ObservedObject`, another library's `@InjectedObject`). A name
    /// ending in an identifier is that identifier, as written: `@State`,
    /// `@Published` and most other attributes are ruled out by their last
    /// token, before their name is read; a name ending otherwise (`@Wrapper<T>`)
    /// may be one.
    static func mayNameObjectWrapper(_ attribute: AttributeSyntax) -> Bool {
        guard let last = attribute.attributeName.lastToken(viewMode: .sourceAccurate), case .identifier = last.tokenKind else { return true }
        return last.text.hasSuffix("Object")
    }

    /// The type's dotted name: from the annotation, else from an initialiser such as `Model()`.
    var typeComponents: [String]? {
        if let declaredType { return TypeNames.components(of: declaredType) }
        if let initializer, case .instance(let type) = ValueReference.describe(initializer) { return type }
        return nil
    }

    /// What the initial value refers to, for a property without a type annotation.
    var initialValueReference: ValueReference? {
        guard declaredType == nil, let initializer else { return nil }
        return ValueReference.describe(initializer)
    }

    /// Whether the declared type names a generic parameter of an enclosing declaration.
    var typeIsGenericParameter: Bool {
        guard let first = typeComponents?.first else { return false }
        var current = binding.parent
        while let ancestor = current {
            let clause = LexicalScope.genericParameters(of: ancestor)
            if clause?.parameters.contains(where: { $0.name.text == first }) == true { return true }
            current = ancestor.parent
        }
        return false
    }

    /// True when the initial value creates a new object (`Model()`, `.init()`),
    /// as opposed to handing over an existing one (`.shared`, `model`).
    var initializerCreatesObject: Bool {
        guard let call = initializer?.as(FunctionCallExprSyntax.self) else { return false }
        if case .instance = ValueReference.describe(ExprSyntax(call)) {
            return call.calledExpression.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.tokenKind == .keyword(.`init`) } ?? true
        }
        return InitialValueCost.isInitReference(call.calledExpression)
    }

    /// True when the initial value is a plain initialiser call with literal (or no)
    /// arguments, which `@State` may evaluate on every view init at no real cost.
    var initializerIsCheap: Bool { initializer.map(InitialValueCost.isCheap) ?? true }
}

/// Whether `@State` may evaluate an initial value on every view init at no
/// real cost: a plain initialiser call with literal (or no) arguments, a
/// static read such as `.shared`, or a name the initializer assigning it
/// declares (`init(model: M) { _model = StateObject(wrappedValue: model) }`:
/// the value was made before the view's init, by the old code as by the new).
/// Anything else makes a `@StateObject` stay (`ProjectIndex.StateObjectDecision`).
enum InitialValueCost {
    static func isCheap(_ value: ExprSyntax) -> Bool {
        if let reference = value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           let initializer = LexicalScope.enclosingCallable(of: reference)?.as(InitializerDeclSyntax.self),
           initializer.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == reference.baseName.text }) {
            return true
        }
        if let member = value.as(MemberAccessExprSyntax.self),
           member.base == nil || member.base.flatMap({ TypeNames.components(ofTypeExpression: $0) }) != nil { return true }
        guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              TypeNames.components(ofTypeExpression: call.calledExpression)?.last?.first?.isUppercase == true
                || isInitReference(call.calledExpression) else { return false }
        return call.arguments.allSatisfy { isLiteral($0.expression) }
    }

    /// What evaluating a `@StateObject`'s value builds, which `@State` (a
    /// property wrapper up to Xcode 26) would build again at every init of
    /// the view, where `@StateObject`'s autoclosure built it once.
    enum Construction: Sendable, Hashable {
        /// Nothing: an initialiser's parameter (the caller built it, before
        /// and after).
        case none
        /// A static read such as `Store.shared`: nothing is built when it is
        /// a stored static (made once); a computed one may build at each read.
        case staticRead(ValueReference)
        /// A plain initialiser call with literal (or no) arguments: it costs
        /// only what the class's own construction does.
        case plainCall
        /// Anything else: a call with computed arguments, a factory, a closure.
        case other
    }

    static func construction(of value: ExprSyntax) -> Construction {
        guard isCheap(value) else { return .other }
        if value.is(FunctionCallExprSyntax.self) { return .plainCall }
        if let member = value.as(MemberAccessExprSyntax.self) {
            // `.shared`: a static of the declared type, named with no type here.
            return .staticRead(member.base == nil ? .staticMember([], member.declName.baseName.text) : ValueReference.describe(value))
        }
        return .none
    }

    /// The types whose plain construction has no effect beyond its value:
    /// what a stored property may be initialised with without making the
    /// class's construction worth keeping to once.
    private static let plainValueTypes: Set<String> = [
        "Set", "Array", "Dictionary", "String", "Substring", "Int", "Double", "Float", "Bool", "Character",
        "CGFloat", "CGPoint", "CGSize", "CGRect", "Data", "IndexSet", "Decimal", "Optional",
        "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "Published",
    ]

    /// Whether a stored property's initial value only stores a value: a
    /// literal, a collection of such, a member of an enum or a static
    /// constant (`.idle`), or a plain value type built from such.
    static func isPlainValue(_ value: ExprSyntax) -> Bool {
        if value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
            || value.is(BooleanLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self) { return true }
        // `{ Recording() }`: making a closure runs none of its code (`{ … }()`
        // is a call); a capture list's values (`[counter = Counter()]`) are made with it.
        if let closure = value.as(ClosureExprSyntax.self) {
            return closure.signature?.capture?.items.allSatisfy { $0.initializer.map { isPlainValue($0.value) } ?? true } ?? true
        }
        if let prefix = value.as(PrefixOperatorExprSyntax.self) { return isPlainValue(prefix.expression) }
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isPlainValue($0.expression) } }
        if let dictionary = value.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return true }
            return elements.allSatisfy { isPlainValue($0.key) && isPlainValue($0.value) }
        }
        // A member read (`.idle`, `Settings.current`) may run a computed getter: not plain.
        if let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           let type = TypeNames.components(ofTypeExpression: call.calledExpression), let last = type.last,
           plainValueTypes.contains(last) {
            return call.arguments.allSatisfy { isPlainValue($0.expression) }
        }
        return false
    }

    /// Whether an initialiser's body only stores its parameters and plain
    /// values in properties (`self.name = name`, `count = 0`), perhaps after
    /// `super.init()`: running it again has no effect beyond the values.
    static func onlyStoresValues(_ body: CodeBlockSyntax?) -> Bool {
        guard let body else { return false }
        return body.statements.allSatisfy { item in
            // `super.init(…)` with parameters or plain values: the superclass's construction is judged on its own.
            if let call = item.item.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
               let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.tokenKind == .keyword(.`init`) {
                return call.arguments.allSatisfy { isStoredValue($0.expression) }
            }
            guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let value = sequence.elements.last else { return false }
            let target = Array(sequence.elements)[0]
            let isProperty = target.is(DeclReferenceExprSyntax.self)
                || target.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            return isProperty && isStoredValue(value)
        }
    }

    /// A parameter (or other name), a plain value, or an array of them (`[start]`).
    private static func isStoredValue(_ value: ExprSyntax) -> Bool {
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isStoredValue($0.expression) } }
        return value.as(DeclReferenceExprSyntax.self).map { $0.argumentNames == nil } ?? isPlainValue(value)
    }

    static func isInitReference(_ expr: ExprSyntax) -> Bool {
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.tokenKind == .keyword(.`init`)
    }

    private static func isLiteral(_ expr: ExprSyntax) -> Bool {
        expr.is(StringLiteralExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self)
            || expr.is(FloatLiteralExprSyntax.self) || expr.is(BooleanLiteralExprSyntax.self)
            || expr.is(NilLiteralExprSyntax.self)
            || (expr.as(ArrayExprSyntax.self).map { $0.elements.allSatisfy { isLiteral($0.expression) } } ?? false)
            || (expr.as(PrefixOperatorExprSyntax.self).map { isLiteral($0.expression) } ?? false)
    }
}

/// `_vm = StateObject(wrappedValue: …)`, `self._vm = .init(wrappedValue: …)`:
/// a wrapper initialised in `init`. Read the same way by the fact collector
/// (for the report) and by `RewriteWrapperInitializers`.
struct WrapperInitAssignment {
    var target: ExprSyntax
    var assignment: ExprSyntax
    var call: FunctionCallExprSyntax
    var argument: LabeledExprSyntax
    /// `vm` for `_vm`.
    var propertyName: String
    /// `StateObject`/`ObservedObject`/`init` token of the call, if it is one of those.
    var calledName: TokenSyntax?

    /// Whether a statement after the one holding `sequence`, in the same
    /// statement list, assigns anything but `name` (`self.y = …`, `y = …`,
    /// `_y = …`).
    static func isFollowedByOtherAssignments(_ sequence: SequenceExprSyntax, name: String) -> Bool {
        guard let item = sequence.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let position = list.firstIndex(where: { $0.id == item.id }) else { return false }
        return list[list.index(after: position)...].contains { later in
            guard let assignment = later.item.as(SequenceExprSyntax.self), assignment.elements.count >= 3,
                  Array(assignment.elements)[1].is(AssignmentExprSyntax.self), let target = assignment.elements.first,
                  let assigned = storageName(of: target) else { return false }
            return assigned.text != name && assigned.text != "_" + name
        }
    }

    /// The name assigned to: `name` or `self.name`.
    private static func storageName(of target: ExprSyntax) -> TokenSyntax? {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        if let member = target.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName
        }
        return nil
    }

    init?(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              Self.storageName(of: elements[0])?.text.hasPrefix("_") == true,
              let call = elements[2].as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let argument = call.arguments.first,
              ["wrappedValue", "initialValue"].contains(argument.label?.text ?? "") else { return nil }
        guard let text = Self.storageName(of: elements[0])?.text, text.hasPrefix("_"), text.count > 1 else { return nil }
        self.target = elements[0]
        self.assignment = elements[1]
        self.call = call
        self.argument = argument
        self.propertyName = String(text.dropFirst())
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), ObservableWrapperKind(rawValue: ref.baseName.text) != nil {
            calledName = ref.baseName
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                  member.declName.baseName.tokenKind == .keyword(.`init`) {
            calledName = member.declName.baseName
        }
    }
}
