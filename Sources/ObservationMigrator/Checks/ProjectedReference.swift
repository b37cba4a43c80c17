import SwiftSyntax
import SyntaxSupport

/// A `$name` in an expression: the projected value of a property wrapper.
/// Bare (`$query`, `$model.isOn`, or written on `self`: `self.$query`) it
/// names the enclosing type's own wrapper; as a member (`model.$query`) it
/// names a wrapper of `model`'s type. Every place that reads `$name`
/// recognises it here.
struct ProjectedReference {
    enum Form {
        /// `$name` or `self.$name`, possibly followed by members (`$model.isOn`).
        case bare
        /// `base.$name`.
        case member(base: ExprSyntax)
    }

    var name: String
    var form: Form
    var reference: DeclReferenceExprSyntax

    init?(_ reference: DeclReferenceExprSyntax) {
        let text = reference.baseName.text
        guard text.hasPrefix("$") else { return nil }
        let name = String(text.dropFirst())
        // `$0`, `$1`: closure parameters, not projections.
        guard !name.isEmpty, !name.allSatisfy(\.isNumber) else { return nil }
        self.name = name
        self.reference = reference
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard let base = member.base else { return nil }
            form = Self.isSelf(base) ? .bare : .member(base: base)
        } else {
            form = .bare
        }
    }

    /// Whether the projection is written on `self` (`self.$name`).
    var isWrittenOnSelf: Bool {
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
              let base = member.base else { return false }
        return Self.isSelf(base)
    }

    private static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The `$name` a token spells, if any.
    init?(token: TokenSyntax) {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        self.init(reference)
    }
}

extension ProjectedReference {
    /// Where a `$name` sits, as far as the publisher conversions care.
    enum Context: Sendable, Hashable {
        case other
        /// `assign(to: &$name)`, `assign(to: &self.$name)`.
        case assignTarget
        /// A source of a statement that only forwards changes to `self` (`ForwardingStatement`), by its offset.
        case forwardingRoot(Int)
        /// The value of a declaration typed `Published<T>.Publisher` (a property's
        /// initial value or getter, a function's result), declared in `container`.
        case typedAsPublishedPublisher(container: [String]?)
        /// An argument of a call (`Spinner(isLoading: browser.$isLoading)`):
        /// a parameter typed `Published<T>.Publisher` may take it. `callee`:
        /// the called name when it is written alone (`Spinner`, `track`), not
        /// as a member (`list.append`), whose parameters a generic type decides.
        case argument(callee: String?)
        /// An argument of one of Combine's operators that take any publisher
        /// (`a.combineLatest($b)`, `Publishers.Merge($a, $b)`), by the
        /// operator's name: a subject fits it as well, unless the project
        /// declares something of that name that takes a `Published<T>.Publisher`.
        case combineOperand(String)
    }

    /// Combine's operator methods that take another publisher of any type,
    /// and SwiftUI's `onReceive(_:perform:)`, which takes any publisher too.
    /// Not `append`/`prepend`, which an array of `Published<T>.Publisher` has too.
    static let combineOperatorMethods: Set<String> = ["combineLatest", "merge", "zip", "onReceive"]
    /// Combine's publishers (`Publishers.CombineLatest(a, b)`) built from other publishers of any type.
    static let combinePublisherTypes: Set<String> = [
        "CombineLatest", "CombineLatest3", "CombineLatest4", "Merge", "Merge3", "Merge4", "Merge5", "Merge6",
        "Merge7", "Merge8", "MergeMany", "Zip", "Zip3", "Zip4", "Concatenate",
    ]

    /// The whole expression that denotes the projection: `$name`, `self.$name`, `model.$name`.
    var expression: ExprSyntax {
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            return ExprSyntax(member)
        }
        return ExprSyntax(reference)
    }

    /// Where the projection sits; a container is keyed the way `names` keys types.
    func context(in names: QualifiedScope) -> Context {
        let expression = expression
        if let statement = ForwardingStatement.containing(expression), statement.roots.contains(where: { $0.id == expression.id }) {
            return .forwardingRoot(statement.key)
        }
        if let typed = Self.publishedPublisherTypedDeclaration(around: expression) {
            return .typedAsPublishedPublisher(container: names.containingType(of: typed))
        }
        if let inOut = expression.parent?.as(InOutExprSyntax.self), let argument = inOut.parent?.as(LabeledExprSyntax.self),
           argument.label?.text == "to", let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "assign" {
            return .assignTarget
        }
        if let argument = expression.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return Self.combineOperator(call).map(Context.combineOperand)
                ?? .argument(callee: call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text)
        }
        return .other
    }

    /// The name of the Combine operator `call` makes, if it is one that takes
    /// any publisher: a method of a value (`a.combineLatest(b)`), or a type
    /// of `Publishers` (`Publishers.CombineLatest(a, b)`, `Combine.Publishers.Zip(a, b)`).
    static func combineOperator(_ call: FunctionCallExprSyntax) -> String? {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base else { return nil }
        let name = callee.declName.baseName.text
        if combineOperatorMethods.contains(name) { return name }
        guard combinePublisherTypes.contains(name), let components = TypeNames.components(ofTypeExpression: base),
              components == ["Publishers"] || components == ["Combine", "Publishers"] else { return nil }
        return name
    }

    /// The declaration typed `Published<T>.Publisher` whose value an expression
    /// is part of, if any: `var p: Published<Int>.Publisher { $x }`,
    /// `lazy var p: Published<Int>.Publisher = $x`, `func p() -> Published<Int>.Publisher`.
    static func publishedPublisherTypedDeclaration(around expression: ExprSyntax) -> Syntax? {
        func isPublishedPublisher(_ type: TypeSyntax?) -> Bool {
            guard let member = type?.as(MemberTypeSyntax.self) else { return false }
            return member.name.text == "Publisher" && member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Published"
        }
        var current = expression.parent
        while let node = current {
            switch node.kind {
            case .patternBinding:
                return isPublishedPublisher(node.cast(PatternBindingSyntax.self).typeAnnotation?.type) ? node : nil
            case .functionDecl:
                return isPublishedPublisher(node.cast(FunctionDeclSyntax.self).signature.returnClause?.type) ? node : nil
            case .closureExpr, .memberBlock:
                return nil
            case .codeBlockItemList where node.parent?.kind == .sourceFile:
                return nil
            default:
                break
            }
            current = node.parent
        }
        return nil
    }
}

/// Whether a reference is the member name of a member access (`x.name`, `.name`).
func isMemberName(_ reference: DeclReferenceExprSyntax) -> Bool {
    reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
}
