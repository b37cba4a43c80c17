import SwiftSyntax
import SyntaxSupport

/// The `willSet` and `didSet` of a stored property when the setter of the
/// computed property that replaces it can run their statements as they ran
/// (`ConvertAppStorage`, `WriteAccessorsForCustomEquality`): neither assigns
/// the property (in an observer that writes storage; in a setter it would
/// call itself), changes it in place (`&name`, a method of it) or returns
/// early from `willSet`; `willSet` does not read `oldValue`, `didSet` does
/// not read `newValue` (names the setter declares); no comment before a
/// closing brace (it would be lost).
struct SetterObservers {
    var willSet: AccessorDeclSyntax?
    var didSet: AccessorDeclSyntax?

    init(willSet: AccessorDeclSyntax?, didSet: AccessorDeclSyntax?) {
        (self.willSet, self.didSet) = (willSet, didSet)
    }

    init?(_ block: AccessorBlockSyntax, property: String) {
        guard case .accessors(let accessors) = block.accessors, !accessors.isEmpty else { return nil }
        for accessor in accessors {
            guard let body = accessor.body, !body.rightBrace.leadingTrivia.contains(where: \.isComment),
                  accessor.attributes.isEmpty, accessor.modifier == nil, accessor.effectSpecifiers == nil,
                  Self.onlyReads(property, in: body) else { return nil }
            switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.willSet):
                guard willSet == nil, !Self.mentions("oldValue", in: body), !Self.returns(in: body) else { return nil }
                willSet = accessor
            case .keyword(.didSet):
                guard didSet == nil, !Self.mentions("newValue", in: body) else { return nil }
                didSet = accessor
            default:
                return nil
            }
        }
    }

    /// The setter's statements at `indentation`: the observers' values first
    /// (`oldValue`, read from `current` before the write), then `willSet`, the
    /// `write`, `didSet`, as Swift runs a stored property's observers.
    func setter(around write: [String], current: String, indentation: String) -> [String] {
        var lines: [String] = []
        if let didSet, let body = didSet.body, case let old = Self.parameterName(of: didSet) ?? "oldValue",
           body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(old) }) {
            lines.append("\(indentation)let \(old) = \(current)")
        }
        if let willSet, let name = Self.parameterName(of: willSet), name != "newValue" {
            lines.append("\(indentation)let \(name) = newValue")
        }
        return lines + Self.statements(of: willSet, indentation: indentation) + write + Self.statements(of: didSet, indentation: indentation)
    }

    /// An observer's statements, each on its own line at `indentation` (past
    /// the declaration's): the comments before each are kept, and the lines
    /// inside a statement keep their own indentation (an observer's body sits
    /// as deep as the setter's).
    private static func statements(of observer: AccessorDeclSyntax?, indentation: String) -> [String] {
        guard let items = observer?.body?.statements else { return [] }
        return items.map { item in
            // The blank lines and indentation before the statement (or its comments) go.
            let leading = Trivia(pieces: Array(item.leadingTrivia.drop { $0.isWhitespace }))
            let trailing = Trivia(pieces: Array(item.trailingTrivia.reversed().drop { $0.isSpaceOrTab }.reversed()))
            return indentation + leading.description + item.trimmed.description + trailing.description
        }
    }

    /// The name an observer gives its value (`newValue`, `oldValue`, or its own).
    static func parameterName(of accessor: AccessorDeclSyntax) -> String? {
        accessor.parameters?.name.text
    }

    private static func mentions(_ name: String, in body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    private static func returns(in body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.return) }
    }

    /// The observers of a stored property's binding that a setter can run
    /// (none when it has none); nil when they cannot run there as they ran.
    static func of(_ binding: PatternBindingSyntax, property: String) -> SetterObservers? {
        guard let block = binding.accessorBlock else { return SetterObservers(willSet: nil, didSet: nil) }
        return SetterObservers(block, property: property)
    }

    /// Whether every use of `property` (`name`, `self.name`) in `body` reads it.
    private static func onlyReads(_ property: String, in body: CodeBlockSyntax) -> Bool {
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(property) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), let use = ownUse(reference) else { continue }
            if !isRead(use) { return false }
        }
        return true
    }

    /// The expression that uses the object's own property a reference names
    /// (`name`, or `self.name`: the member access is the use); nil for
    /// another value's (`other.name`) or a local in `locals` of that name.
    static func ownUse(_ reference: DeclReferenceExprSyntax, hiddenBy locals: Set<String> = []) -> ExprSyntax? {
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? ExprSyntax(member) : nil
        }
        return locals.contains(reference.baseName.text) ? nil : ExprSyntax(reference)
    }

    /// A use that writes or may change its value: assigned (`=`, `+=`), passed
    /// `inout`, or the base of a method call, a subscript or a member chain
    /// that is itself assigned.
    static func isRead(_ use: ExprSyntax) -> Bool {
        var top = Syntax(use)
        var throughMember = false
        while let parent = top.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == top.id {
                throughMember = true
            } else if !(parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)) {
                break
            }
            top = parent
        }
        guard var parent = top.parent else { return true }
        // `(a, b) = (1, 2)`: an element of a tuple that is assigned.
        if !throughMember, parent.is(LabeledExprSyntax.self), let tuple = parent.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count > 1,
           let list = tuple.parent?.as(ExprListSyntax.self), list.first?.id == tuple.id,
           list.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
            return false
        }
        if parent.is(InOutExprSyntax.self) || parent.is(SubscriptCallExprSyntax.self) { return false }
        if throughMember, let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == top.id { return false }
        if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
           sequence.elements.first?.id == top.id, let operation = sequence.elements.dropFirst().first {
            if operation.is(AssignmentExprSyntax.self) { return false }
            if let binary = operation.as(BinaryOperatorExprSyntax.self), case let text = binary.operator.text,
               text.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(text) { return false }
        }
        return true
    }
}
