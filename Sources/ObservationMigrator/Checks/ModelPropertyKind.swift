import SwiftSyntax
import SyntaxSupport

/// How a property of a model class fares under `@Observable`, read from its
/// declaration alone. The fact collector (for the report and the policy) and
/// the model rules (for the rewrite) both call `classify`.
enum ModelPropertyKind: Sendable, Hashable {
    /// `@Published var`: the attribute is stripped and the property stays tracked.
    case published
    /// `lazy var`: rejected by the macro, gets `@ObservationIgnored`.
    case lazy
    /// A stored property with another property wrapper: gets `@ObservationIgnored`.
    case otherWrapper(String)
    /// An `@AppStorage` property `ConvertAppStorage` makes computed (`AppStorageProperty`).
    case appStorage
    /// A plain stored `var` that was not published and becomes tracked.
    case unpublishedStored
    /// Not affected: `let`, `static`, computed, or already `@ObservationIgnored`.
    case untouched

    /// Attributes with a capitalised name that are not property wrappers.
    private static let nonWrapperAttributes: Set<String> = [
        "MainActor", "ObservationIgnored", "ObservationTracked", "Sendable", "IBOutlet",
        "IBInspectable", "GKInspectable", "NSManaged", "NSCopying", "Published",
    ]

    /// An `@AppStorage` that `ConvertAppStorage` does not make computed.
    var isUnconvertedAppStorage: Bool {
        if case .otherWrapper(let wrapper) = self { return AppStorageProperty.attributeNames.contains(wrapper) }
        return false
    }

    static func classify(_ decl: VariableDeclSyntax) -> ModelPropertyKind {
        let names = attributeNames(decl.attributes)
        if names.contains("ObservationIgnored") { return .untouched }
        if decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
            return .untouched
        }
        if publishedAttribute(of: decl) != nil { return .published }
        guard decl.bindingSpecifier.tokenKind == .keyword(.var) else { return .untouched }
        if decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) { return .lazy }
        if let wrapper = names.first(where: isWrapperName) { return AppStorageProperty(decl) != nil ? .appStorage : .otherWrapper(wrapper) }
        guard decl.bindings.allSatisfy(isStored) else { return .untouched }
        return .unpublishedStored
    }

    /// `MainActor` or `_Concurrency.MainActor`, as `attributeNames` gives it.
    static func isMainActor(_ attributeName: String) -> Bool { TypeNames.lastPart(of: attributeName) == "MainActor" }

    /// The `@Published` (or `@Combine.Published`) attribute of a declaration.
    static func publishedAttribute(of decl: VariableDeclSyntax) -> AttributeSyntax? {
        decl.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { attribute in
            let parts = TypeNames.components(of: attribute.attributeName)
            return parts == ["Published"] || parts == ["Combine", "Published"]
        }
    }

    /// The names of the attributes, written as in source without arguments (`AppStorage`, `SwiftUI.State`).
    static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return attributeName(attribute)
        }
    }

    /// One attribute's name, as `attributeNames` gives it.
    static func attributeName(_ attribute: AttributeSyntax) -> String {
        TypeNames.components(of: attribute.attributeName)?.joined(separator: ".") ?? attribute.attributeName.trimmedDescription
    }

    static func isWrapperName(_ name: String) -> Bool {
        let last = TypeNames.lastPart(of: name)
        guard let first = last.first, first.isUppercase else { return false }
        return !nonWrapperAttributes.contains(last)
    }

    /// Types whose values are not UI state: subscriptions, tasks, timers,
    /// observation and notification tokens.
    static let bookkeepingTypes: Set<String> = [
        "AnyCancellable", "Cancellable", "Task", "NSKeyValueObservation", "Timer", "DispatchWorkItem",
        "NSObjectProtocol", "DispatchSourceTimer", "DispatchSourceProtocol",
    ]

    /// Whether a stored property holds bookkeeping rather than UI state:
    /// `Set<AnyCancellable>`, `Task<Void, Never>?`, `Timer?`, a notification
    /// token (`NSObjectProtocol`), by its annotation or its initial value
    /// (`Set<AnyCancellable>()`, `Task { … }`, `Timer.scheduledTimer(…)`).
    static func isBookkeeping(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type { return mentionsBookkeeping(type) }
        guard var callee = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression else { return false }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            // `NotificationCenter.default.addObserver(forName:…)` returns a token.
            if member.declName.baseName.text == "addObserver" { return true }
            // `Timer.scheduledTimer(…)`, `Task.detached { … }`: the type the member is called on.
            if let base = member.base { callee = base }
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
            return isBookkeepingName(TypeNames.components(ofTypeExpression: specialized.expression))
                || specialized.genericArgumentClause.arguments.contains {
                    if case .type(let type) = $0.argument { return mentionsBookkeeping(type) }
                    return false
                }
        }
        if let array = callee.as(ArrayExprSyntax.self), let element = array.elements.first?.expression {
            return isBookkeepingName(TypeNames.components(ofTypeExpression: element))
        }
        return isBookkeepingName(TypeNames.components(ofTypeExpression: callee))
    }

    /// Which of `names` a type body uses other than to keep, replace or end a
    /// subscription or task: assigning it, `&name`, `name?.cancel()`,
    /// `name.invalidate()`, `name.insert(…)`, `name.removeAll()`, `name.forEach { $0.cancel() }`,
    /// and any use in `deinit` (handing a token back as the object goes away).
    /// `text`: the text of the body's tree.
    static func namesReadBeyondBookkeeping(_ names: Set<String>, in body: MemberBlockSyntax, text: String) -> Set<String> {
        var read: Set<String> = []
        RawTreeWalk.forEachReference(named: names, in: body, text: text) { node in
            if LexicalScope.enclosingCallable(of: node)?.is(DeinitializerDeclSyntax.self) == true { return }
            // `self.name` is judged as a whole; another value's `x.name` is not ours.
            var expression = ExprSyntax(node)
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return }
                expression = ExprSyntax(member)
            }
            if !isBookkeepingUse(expression) { read.insert(node.baseName.text) }
        }
        return read
    }

    private static let endingCalls: Set<String> = ["cancel", "invalidate", "insert", "removeAll", "forEach", "append", "store", "remove", "removeValue"]

    private static func isBookkeepingUse(_ expression: ExprSyntax) -> Bool {
        var current = Syntax(expression)
        if let optional = current.parent?.as(OptionalChainingExprSyntax.self) { current = Syntax(optional) }
        if LexicalScope.isWritten(current) { return true }
        guard let parent = current.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id, endingCalls.contains(member.declName.baseName.text) { return true }
        return false
    }

    /// A collection of `AnyCancellable`s that `store(in:)` can fill:
    /// `Set<AnyCancellable>` or `[AnyCancellable]`, written or created.
    static func isCancellableStore(_ binding: PatternBindingSyntax) -> Bool {
        func isCancellable(_ type: TypeSyntax) -> Bool { type.as(IdentifierTypeSyntax.self)?.name.text == "AnyCancellable" }
        if let type = binding.typeAnnotation?.type {
            if let array = type.as(ArrayTypeSyntax.self) { return isCancellable(array.element) }
            guard let set = type.as(IdentifierTypeSyntax.self), set.name.text == "Set",
                  case .type(let element)? = set.genericArgumentClause?.arguments.first?.argument else { return false }
            return isCancellable(element)
        }
        let callee = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
        if let specialized = callee?.as(GenericSpecializationExprSyntax.self),
           specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Set",
           case .type(let element)? = specialized.genericArgumentClause.arguments.first?.argument {
            return isCancellable(element)
        }
        return callee?.as(ArrayExprSyntax.self)?.elements.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "AnyCancellable"
    }

    private static func isBookkeepingName(_ components: [String]?) -> Bool {
        components?.last.map(bookkeepingTypes.contains) ?? false
    }

    private static func mentionsBookkeeping(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return mentionsBookkeeping(optional.wrappedType) }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return mentionsBookkeeping(iuo.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return mentionsBookkeeping(array.element) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return mentionsBookkeeping(dictionary.value) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return mentionsBookkeeping(some.constraint) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            if bookkeepingTypes.contains(identifier.name.text) { return true }
            // `Set<AnyCancellable>`, `[String: AnyCancellable]`'s generic form.
            guard ["Set", "Array", "Dictionary"].contains(identifier.name.text) else { return false }
            return identifier.genericArgumentClause?.arguments.contains {
                if case .type(let type) = $0.argument { return mentionsBookkeeping(type) }
                return false
            } ?? false
        }
        return isBookkeepingName(TypeNames.components(of: type))
    }

    /// A binding with no accessor block, or only `willSet`/`didSet` observers.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock else { return true }
        switch accessors.accessors {
        case .getter:
            return false
        case .accessors(let list):
            return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }
}
