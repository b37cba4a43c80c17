import SwiftSyntax
import SyntaxSupport

/// A statement that only forwards other objects' changes to `self`:
/// `child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }`,
/// `child.$x.sink { _ in self.objectWillChange.send() }`, also through
/// operators (`receive(on:)`, `debounce`, `map`), `merge(with:)`,
/// `combineLatest`, `Publishers.Merge`/`CombineLatest`, stored with
/// `.store(in:)` or assigned to a property.
struct ForwardingStatement {
    var item: CodeBlockItemSyntax
    /// The publishers it listens to: `x.objectWillChange`, `x.$name`, `$name`.
    var roots: [ExprSyntax]
    /// The UTF-8 offset of the statement in its file.
    var key: Int { item.positionAfterSkippingLeadingTrivia.utf8Offset }

    init?(_ item: CodeBlockItemSyntax) {
        guard var expression = item.item.as(ExprSyntax.self) else { return nil }
        // `cancellable = child.objectWillChange.sink { … }`.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
            expression = elements[2]
        }
        // `….store(in: &cancellables)`.
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "store", let base = member.base {
            expression = base
        }
        guard let sink = expression.as(FunctionCallExprSyntax.self), let member = sink.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "sink", let chain = member.base,
              let closure = sink.trailingClosure ?? sink.arguments.first(where: { $0.label?.text == "receiveValue" })?.expression.as(ClosureExprSyntax.self),
              sink.arguments.allSatisfy({ $0.label?.text == "receiveValue" }),
              closure.statements.count == 1, let only = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
              only.arguments.isEmpty, let send = only.calledExpression.as(MemberAccessExprSyntax.self),
              send.declName.baseName.text == "send", let sent = send.base, ObjectWillChangeSite.isSelf(Syntax(sent)),
              let roots = Self.roots(of: chain) else { return nil }
        self.item = item
        self.roots = roots
    }

    /// Of the names of a class's private storage, those whose every use in
    /// the file is inside a forwarding statement, with those statements' offsets.
    /// `text`: the file's text.
    static func onlyUses(of names: Set<String>, in root: Syntax, text: String) -> [String: Set<Int>] {
        var forwarding: [String: Set<Int>] = [:]
        var elsewhere: Set<String> = []
        RawTreeWalk.forEachReference(named: names, in: root, text: text) { node in
            let name = node.baseName.text
            if let statement = ForwardingStatement.enclosing(node) {
                forwarding[name, default: []].insert(statement.key)
            } else {
                elsewhere.insert(name)
            }
        }
        return forwarding.filter { !elsewhere.contains($0.key) }
    }

    /// The forwarding statement a node lies in, at any depth.
    static func enclosing(_ node: some SyntaxProtocol) -> ForwardingStatement? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.kind == .codeBlockItem, let statement = ForwardingStatement(ancestor.cast(CodeBlockItemSyntax.self)) { return statement }
            current = ancestor.parent
        }
        return nil
    }

    /// The forwarding statement a node belongs to, if any (a root or the send inside it).
    static func containing(_ node: some SyntaxProtocol) -> ForwardingStatement? {
        var current = node.parent
        var depth = 0
        while let ancestor = current, depth < 3 {
            switch ancestor.kind {
            case .codeBlockItem:
                if let statement = ForwardingStatement(ancestor.cast(CodeBlockItemSyntax.self)) { return statement }
                depth += 1
            case .memberBlock:
                return nil
            default:
                break
            }
            current = ancestor.parent
        }
        return nil
    }

    private static let passThroughOperators: Set<String> = [
        "receive", "debounce", "throttle", "map", "compactMap", "filter", "dropFirst", "removeDuplicates", "delay",
        "eraseToAnyPublisher", "prefix", "handleEvents", "subscribe", "share",
    ]

    /// The source publishers of an operator chain, or nil when it starts elsewhere.
    private static func roots(of chain: ExprSyntax) -> [ExprSyntax]? {
        if isSource(chain) { return [chain] }
        guard let call = chain.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if TypeNames.components(ofTypeExpression: base) == ["Publishers"], ["Merge", "CombineLatest", "Merge3", "CombineLatest3", "MergeMany"].contains(name) {
                return allRoots(call.arguments.map(\.expression))
            }
            guard let upstream = roots(of: base) else { return nil }
            if ["merge", "combineLatest"].contains(name) {
                return allRoots(call.arguments.map(\.expression)).map { upstream + $0 }
            }
            return passThroughOperators.contains(name) ? upstream : nil
        }
        return nil
    }

    private static func allRoots(_ expressions: [ExprSyntax]) -> [ExprSyntax]? {
        var all: [ExprSyntax] = []
        for expression in expressions {
            guard let roots = roots(of: expression) else { return nil }
            all += roots
        }
        return all.isEmpty ? nil : all
    }

    /// `x.objectWillChange`, `x.$name` or `$name`.
    static func isSource(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return ProjectedReference(reference) != nil }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        return member.declName.baseName.text == "objectWillChange" || ProjectedReference(member.declName) != nil
    }
}

extension ForwardingFact.Root {
    /// A forwarding statement's root: `base.objectWillChange`, or a `$name`
    /// publisher (bare, or on a base).
    init(_ root: ExprSyntax) {
        if let member = root.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "objectWillChange" {
            self = .objectWillChange(member.base.map(ValueReference.describe) ?? .implicitSelf)
            return
        }
        let reference = root.as(DeclReferenceExprSyntax.self) ?? root.as(MemberAccessExprSyntax.self)?.declName
        let name = String(reference?.baseName.text.dropFirst() ?? "")
        self = .publisher(name, root.as(MemberAccessExprSyntax.self)?.base.map(ValueReference.describe))
    }
}
