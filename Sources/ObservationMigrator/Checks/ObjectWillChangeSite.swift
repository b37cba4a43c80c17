import SwiftSyntax
import SyntaxSupport

/// Where an `objectWillChange` use sits, read from syntax alone, for the
/// conversions of `ConvertObjectWillChange`.
enum ObjectWillChangeSite: Sendable, Hashable {
    case other
    /// Part of a statement that only forwards another object's changes to
    /// `self` (`child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }`),
    /// keyed by the statement's UTF-8 offset in its file.
    case forwarding(Int)
    /// `objectWillChange.send()` as a statement of a function, initialiser or
    /// closure body (or nested in a setter's), with the members its sibling statements always assign or mutate
    /// (not inside a nested `if`, loop, `catch` or closure: the change must
    /// happen whenever the `send()` does), and the one member they change
    /// when they change nothing else (see `announcedMember(besides:)`).
    case sendInBody(assigned: Set<String>, announced: String?)
    /// `objectWillChange.send()` in the `willSet`/`didSet` of stored property `name`.
    case sendInObserver(property: String)
    /// `objectWillChange.send()` as a statement of the setter of computed property `name`.
    case sendInSetter(property: String)
    /// `model.objectWillChange.sink { expectation.fulfill() }` as a statement
    /// (a test waiting for one change), keyed by the statement's offset.
    case expectationSink(Int)

    /// The site of the `objectWillChange` reference `node` (`objectWillChange`
    /// or the member name of `x.objectWillChange`).
    static func of(_ node: some SyntaxProtocol) -> ObjectWillChangeSite {
        if let statement = ForwardingStatement.containing(node) { return .forwarding(statement.key) }
        if let statement = ExpectationSink.containing(node) { return .expectationSink(statement.key) }
        // `objectWillChange.send()` / `self.objectWillChange.send()` as a statement.
        var expression = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { expression = Syntax(member) }
        guard isSelf(expression),
              let send = expression.parent?.as(MemberAccessExprSyntax.self), send.declName.baseName.text == "send",
              let call = send.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let item = call.parent?.as(CodeBlockItemSyntax.self) else { return .other }
        var current = item.parent
        while let ancestor = current {
            // In a closure (`withAnimation { … }`, `DispatchQueue.main.async { … }`),
            // the statements beside the send run with it.
            if ancestor.is(ClosureExprSyntax.self) { return .sendInBody(assigned: assignedMembers(besides: item), announced: announcedMember(besides: item, in: ancestor)) }
            if let accessor = ancestor.as(AccessorDeclSyntax.self) {
                var binding = accessor.parent
                while let node = binding, !node.is(PatternBindingSyntax.self) { binding = node.parent }
                guard let name = binding?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .other }
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.willSet), .keyword(.didSet): return .sendInObserver(property: name)
                // A statement of the setter's body announces every set; one in
                // an `if` or a loop only some, with the statements beside it.
                case .keyword(.set) where item.parent?.parent?.parent?.id == accessor.id: return .sendInSetter(property: name)
                case .keyword(.set): return .sendInBody(assigned: assignedMembers(besides: item), announced: announcedMember(besides: item, in: ancestor))
                default: return .other
                }
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) {
                return .sendInBody(assigned: assignedMembers(besides: item), announced: announcedMember(besides: item, in: ancestor))
            }
            if ancestor.is(MemberBlockSyntax.self) { return .other }
            current = ancestor.parent
        }
        return .other
    }

    /// `objectWillChange` on `self`: bare, `self.`, `self?.`, `self!.`.
    static func isSelf(_ expression: Syntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "objectWillChange" }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "objectWillChange",
              var base = member.base else { return false }
        while let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression { base = inner }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// Operators that change a value in place.
    fileprivate static let mutatingCalls: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "toggle", "sort",
        "reverse", "shuffle", "updateValue", "merge", "formUnion", "subtract", "formIntersection", "popLast",
    ]

    /// The names the statements beside `item` assign or mutate: `x = …`,
    /// `self.x += …`, `x[i] = …`, `x.append(…)`, `self.x.toggle()`; closures and
    /// nested statement bodies (conditional or repeated) do not count, except
    /// what every branch of a `switch`, or of an `if` through to its last
    /// `else`, changes: one of them runs whenever the statement does.
    static func assignedMembers(besides item: CodeBlockItemSyntax) -> Set<String> {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
        return assignedMembers(in: list.filter { $0.id != item.id })
    }

    private static func assignedMembers(in statements: [CodeBlockItemSyntax]) -> Set<String> {
        final class Collector: SyntaxVisitor {
            var names: Set<String> = []
            /// What each branch changes, when every branch is there.
            func changedByEveryBranch(_ branches: [CodeBlockItemListSyntax]) {
                guard let first = branches.first else { return }
                names.formUnion(branches.dropFirst().reduce(ObjectWillChangeSite.assignedMembers(in: Array(first))) {
                    $0.intersection(ObjectWillChangeSite.assignedMembers(in: Array($1)))
                })
            }
            override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
                // A `switch` is exhaustive; a case under `#if` may not be compiled.
                let cases = node.cases.map { $0.as(SwitchCaseSyntax.self) }
                if !cases.contains(where: { $0 == nil }) { changedByEveryBranch(cases.compactMap { $0?.statements }) }
                return .skipChildren
            }
            override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
                var branches = [node.body.statements]
                var current = node
                while let elseBody = current.elseBody {
                    switch elseBody {
                    case .codeBlock(let block):
                        branches.append(block.statements)
                        changedByEveryBranch(branches)
                        return .skipChildren
                    case .ifExpr(let next):
                        branches.append(next.body.statements)
                        current = next
                    }
                }
                return .skipChildren
            }
            /// A closure runs later, or not at all; `forEach`'s runs now, for each element.
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                let call = node.parent?.as(FunctionCallExprSyntax.self) ?? node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                return call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "forEach" ? .visitChildren : .skipChildren
            }
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: SwitchCaseListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                if let target = ObjectWillChangeSite.assignedTarget(of: node), let name = ObjectWillChangeSite.rootMember(of: target) { names.insert(name) }
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self), ObjectWillChangeSite.mutatingCalls.contains(member.declName.baseName.text),
                   let base = member.base, let name = ObjectWillChangeSite.rootMember(of: base) {
                    names.insert(name)
                }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        for statement in statements { collector.walk(statement) }
        return collector.names
    }

    /// The one member of `self` whose insides the statements beside `item`
    /// change, when that is all they do: `page.lines.append(line)`,
    /// `self.page.title = title`, `&page.count`, unconditionally (not in a
    /// nested `if`, loop or closure). Reading is neutral (`pinned.contains(x)`,
    /// `Page()`, assigning a local); anything else (a change of the member
    /// itself, a method the tool cannot see into, a function of `self`, a
    /// static, a local's insides, a macro) makes it nil: the `send()` may
    /// announce a change the tool cannot name. `body`: the function,
    /// initialiser or closure whose statements these are.
    static func announcedMember(besides item: CodeBlockItemSyntax, in body: Syntax) -> String? {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        final class Effects: SyntaxVisitor {
            let locals: Set<String>
            var members: Set<String> = []
            var unknown = false
            /// Inside a nested body (`if`, loop, closure): a change there happens on some paths only.
            var nesting = 0
            init(locals: Set<String>) {
                self.locals = locals
                super.init(viewMode: .sourceAccurate)
            }
            /// A change of `expression`: fine when it is inside a member (`page.x`), unknown otherwise.
            func changed(_ expression: ExprSyntax) {
                var path: [ExprSyntax] = [expression]
                while let last = path.last, let inner = last.as(MemberAccessExprSyntax.self)?.base ?? last.as(SubscriptCallExprSyntax.self)?.calledExpression
                    ?? last.as(OptionalChainingExprSyntax.self)?.expression ?? last.as(ForceUnwrapExprSyntax.self)?.expression {
                    path.append(inner)
                }
                // A bare local (`count = 0`) is neutral; its insides may be anything's.
                if let reference = expression.as(DeclReferenceExprSyntax.self), locals.contains(reference.baseName.text) { return }
                guard nesting == 0, let root = path.last?.as(DeclReferenceExprSyntax.self), root.baseName.text.first?.isUppercase == false,
                      let name = ObjectWillChangeSite.rootMember(of: expression), name != "self" else { unknown = true; return }
                let onSelf = root.baseName.tokenKind == .keyword(.self)
                // The member itself: the bare name, or `self.name` (`self?.name`).
                let memberIndex = onSelf ? path.lastIndex { node in
                    guard let member = node.as(MemberAccessExprSyntax.self), var base = member.base else { return false }
                    while let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression { base = inner }
                    return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                } : path.count - 1
                // Below the member (`page.x`, `self.page[0]`), not the member itself.
                guard let memberIndex, onSelf || !locals.contains(name),
                      path[..<memberIndex].contains(where: { $0.is(MemberAccessExprSyntax.self) || $0.is(SubscriptCallExprSyntax.self) })
                else { unknown = true; return }
                members.insert(name)
            }
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { nesting += 1; return .visitChildren }
            override func visitPost(_ node: CodeBlockSyntax) { nesting -= 1 }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { nesting += 1; return .visitChildren }
            override func visitPost(_ node: ClosureExprSyntax) { nesting -= 1 }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    let method = member.declName.baseName.text
                    // Another `objectWillChange.send()`, or a read.
                    if ObjectWillChangeSite.isSelf(Syntax(base)) || ObjectWillChangeSite.readingCalls.contains(method) { return .visitChildren }
                    if ObjectWillChangeSite.mutatingCalls.contains(method) { changed(base) } else { unknown = true }
                } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase != true {
                    unknown = true
                }
                return .visitChildren
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                if let target = ObjectWillChangeSite.assignedTarget(of: node) { changed(target) }
                return .visitChildren
            }
            override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
                changed(node.expression)
                return .visitChildren
            }
            override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
                unknown = true
                return .skipChildren
            }
        }
        let effects = Effects(locals: declaredNames(in: body))
        for sibling in list where sibling.id != item.id { effects.walk(sibling) }
        guard !effects.unknown, effects.members.count == 1 else { return nil }
        return effects.members.first
    }

    /// Methods of the standard library's values that only read.
    fileprivate static let readingCalls: Set<String> = [
        "contains", "first", "last", "firstIndex", "lastIndex", "filter", "map", "compactMap", "flatMap", "sorted", "reversed",
        "min", "max", "starts", "hasPrefix", "hasSuffix", "index", "distance", "prefix", "suffix", "dropFirst", "dropLast",
        "joined", "reduce", "allSatisfy", "isSubset", "isSuperset", "union", "intersection", "subtracting", "lowercased", "uppercased",
    ]

    /// The names a function, initialiser or closure declares: parameters,
    /// and the bindings of its statements and nested closures.
    private static func declaredNames(in body: Syntax) -> Set<String> {
        var names: Set<String> = []
        for node in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = node.tokenKind, let parent = node.parent else { continue }
            if let pattern = parent.as(IdentifierPatternSyntax.self), pattern.identifier.id == node.id { names.insert(node.text) }
            if let parameter = parent.as(FunctionParameterSyntax.self), (parameter.secondName ?? parameter.firstName).id == node.id { names.insert(node.text) }
            if let parameter = parent.as(ClosureParameterSyntax.self), (parameter.secondName ?? parameter.firstName).id == node.id { names.insert(node.text) }
            if parent.is(ClosureShorthandParameterSyntax.self) { names.insert(node.text) }
        }
        return names
    }

    /// What `x = …` or `x += …` (any operator that assigns) writes to: `x`.
    static func assignedTarget(of node: SequenceExprSyntax) -> ExprSyntax? {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self)
                || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text.isCompoundAssignment == true else { return nil }
        return elements[0]
    }

    /// The member of `self` an lvalue starts with: `x`, `self.x`, `x.y[0]` → `x`.
    static func rootMember(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return rootMember(of: subscriptCall.calledExpression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return rootMember(of: optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return rootMember(of: forced.expression) }
        guard let member = expression.as(MemberAccessExprSyntax.self), var base = member.base else { return nil }
        // `self.x`, `self?.x`, `self!.x`.
        while let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression { base = inner }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return member.declName.baseName.text }
        return rootMember(of: base)
    }
}

/// `model.objectWillChange.sink { changed.fulfill() }` (also `.store(in:)`,
/// or assigned): a test waiting for the next change of `model`, which
/// `withObservationTracking` over the model's properties tells just the same.
struct ExpectationSink {
    var item: CodeBlockItemSyntax
    /// `model` in `model.objectWillChange`.
    var observed: ExprSyntax
    /// The sink's closure body (`changed.fulfill()`).
    var action: CodeBlockItemListSyntax
    var key: Int { item.positionAfterSkippingLeadingTrivia.utf8Offset }

    init?(_ item: CodeBlockItemSyntax) {
        guard var expression = item.item.as(ExprSyntax.self) else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "store", let base = member.base {
            expression = base
        }
        guard let sink = expression.as(FunctionCallExprSyntax.self), let member = sink.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "sink", sink.arguments.isEmpty, let closure = sink.trailingClosure,
              closure.signature == nil || closure.signature?.parameterClause.map({ clause -> Bool in
                  if case .simpleInput(let parameters) = clause { return parameters.allSatisfy { $0.name.tokenKind == .wildcard } }
                  return false
              }) == true,
              closure.statements.count == 1, let only = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
              only.arguments.isEmpty, only.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "fulfill",
              let publisher = member.base?.as(MemberAccessExprSyntax.self), publisher.declName.baseName.text == "objectWillChange",
              let observed = publisher.base, !ObjectWillChangeSite.isSelf(Syntax(publisher)),
              let expectation = only.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              !Self.expectsOtherThanOneChange(expectation, around: item) else { return nil }
        self.item = item
        self.observed = observed
        self.action = closure.statements
    }

    /// `changed.expectedFulfillmentCount = 2` or `changed.isInverted = true` in the
    /// same body: the test counts changes, or expects none; one-shot tracking
    /// would not tell the same.
    private static func expectsOtherThanOneChange(_ expectation: String, around item: CodeBlockItemSyntax) -> Bool {
        guard let body = item.parent else { return true }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            guard ["expectedFulfillmentCount", "isInverted", "assertForOverFulfill"].contains(token.text),
                  let member = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { return false }
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == expectation
        }
    }

    static func containing(_ node: some SyntaxProtocol) -> ExpectationSink? {
        var current = node.parent
        while let ancestor = current {
            if let item = ancestor.as(CodeBlockItemSyntax.self) { return ExpectationSink(item) }
            if ancestor.is(MemberBlockSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }
}

private extension String {
    /// `+=`, `-=`, `<<=`, …: an operator that assigns (not `==`, `<=`, …).
    var isCompoundAssignment: Bool { hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(self) }
}
