import SwiftSyntax
import SyntaxSupport

/// The fact walk's uses of names: `$name`, `_name`, `objectWillChange`,
/// constructor calls, `.environmentObject(_:)` and `_name = Wrapper(wrappedValue:)`.
extension FactCollector {
    // Most references, member accesses and calls of a file record nothing:
    // the walk tells them from their raw bytes, without building their nodes.

    /// Whether a member access may name `_name` or `objectWillChange`.
    static func mayRecordMember(_ node: RawTreeWalk) -> Bool {
        guard let name = node.referencedName else { return false }
        return name.first == UInt8(ascii: "_") || name == "objectWillChange" || name.hasSuffix("Publisher") || name.hasSuffix("Subject")
    }

    private static let wrapperTypeNames: Set<RawName> = ["ObservedObject", "StateObject", "EnvironmentObject"]

    /// Whether a type may be `ObservedObject<T>`, `StateObject<T>` or
    /// `EnvironmentObject<T>` (`KeepWrappersOutsideViews.wrapperType`).
    static func mayRecordWrapperType(_ node: RawTreeWalk) -> Bool {
        guard let name = node.genericTypeName else { return false }
        return wrapperTypeNames.contains(name)
    }

    /// Whether a reference may name `$name`, `_name` or `objectWillChange`.
    static func mayRecordReference(_ node: RawTreeWalk) -> Bool {
        guard let name = node.referencedName else { return false }
        return name.first == UInt8(ascii: "$") || name.first == UInt8(ascii: "_") || name == "objectWillChange"
    }

    /// Whether a call may be a constructor call with a labelled argument
    /// (`Model(store: store)`, `Box<T>(value: v)`) or `.environmentObject(_:)`.
    /// Of `Reading.oldModelUses`, only `.environmentObject(_:)`.
    static func mayRecordCall(_ node: RawTreeWalk, reading: Reading) -> Bool {
        // `.environmentObject(x)`.
        if node.calleeName == "environmentObject" { return true }
        guard reading == .everything else { return false }
        // An ASCII name that starts lowercase is no type's.
        guard let first = node.calleeReferenceName?.first, first >= 0x80 || TypeNames.isUppercaseASCII(first) else { return false }
        return node.callHasLabeledArgument
    }

    /// A member access that passed `mayRecordMember`.
    func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.declName.baseName.text
        if member.hasPrefix("_"), member.count > 1, node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            recordStorageReference(String(member.dropFirst()), at: node)
        }
        if let base = node.base, BridgePublishers.bridgedProperty(ofSubject: member) != nil {
            facts.subjectUses.append(MemberUseFact(base: ValueReference.describe(base), member: member, scope: scope, position: position(node.declName)))
        }
        if member == "objectWillChange" {
            facts.objectWillChangeUses.append(MemberUseFact(
                base: node.base.map(ValueReference.describe) ?? .implicitSelf, member: member,
                scope: scope, position: position(node.declName), site: site(of: node.declName)
            ))
        }
        return .visitChildren
    }

    /// A reference that passed `mayRecordReference`: only
    /// `$name`, `_name` and `objectWillChange` are recorded.
    func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text.hasPrefix("$"), let projected = ProjectedReference(node) {
            switch projected.form {
            case .member(let base):
                facts.memberPublisherUses.append(MemberUseFact(
                    base: ValueReference.describe(base), member: projected.name,
                    scope: scope, position: position(node), context: projected.context(in: names),
                    function: LexicalScope.enclosingFunction(of: node)
                ))
            case .bare:
                guard let owner = walkScope.containingType else { break }
                facts.projectedReferences.append(ProjectedReferenceFact(
                    owner: owner, name: projected.name, position: position(node),
                    hasBindableSite: BindableSite.enclosingBody(of: node) != nil,
                    context: projected.context(in: names), scope: scope
                ))
            }
            return .skipChildren
        }
        // Any other member access's name is handled with its base above.
        if isMemberName(node) { return .skipChildren }
        if text.hasPrefix("_"), text.count > 1 {
            recordStorageReference(String(text.dropFirst()), at: node)
        }
        if text == "objectWillChange" {
            facts.objectWillChangeUses.append(MemberUseFact(
                base: .implicitSelf, member: text, scope: scope, position: position(node), site: site(of: node)
            ))
        }
        return .skipChildren
    }

    /// The site of an `objectWillChange` use; a forwarding statement it belongs to is recorded once.
    private func site(of node: some SyntaxProtocol) -> ObjectWillChangeSite {
        let site = ObjectWillChangeSite.of(node)
        if case .forwarding(let key) = site, !facts.forwardings.contains(where: { $0.key == key }),
           let statement = ForwardingStatement.containing(node) {
            facts.forwardings.append(ForwardingFact(
                key: key, scope: names.path(of: statement.item), roots: statement.roots.map(ForwardingFact.Root.init), position: position(statement.item)
            ))
        }
        return site
    }

    /// A use of `_name` other than as the target of `_name = Wrapper(wrappedValue:)`.
    private func recordStorageReference(_ name: String, at node: some ExprSyntaxProtocol) {
        if let list = node.parent?.as(ExprListSyntax.self), list.first?.id == node.id,
           let sequence = list.parent?.as(SequenceExprSyntax.self), WrapperInitAssignment(sequence) != nil { return }
        guard let owner = walkScope.containingType else { return }
        facts.storageReferences.append(StorageReferenceFact(owner: owner, name: name))
    }

    func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = WrapperInitAssignment(node), let owner = walkScope.containingType {
            facts.wrapperInitAssignments.append(WrapperInitFact(
                owner: owner, name: assignment.propertyName,
                valueIsCheap: InitialValueCost.isCheap(assignment.argument.expression),
                construction: InitialValueCost.construction(of: assignment.argument.expression),
                isFollowedByOtherAssignments: WrapperInitAssignment.isFollowedByOtherAssignments(node, name: assignment.propertyName),
                position: position(node)
            ))
        }
        return .visitChildren
    }

    /// A call that passed `mayRecordCall`.
    func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let calleeToken = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
            ?? node.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName
        if reading == .everything, let calleeToken, TypeNames.startsUppercase(calleeToken) {
            let callee = calleeToken.text
            let arguments = Self.knownArguments(of: node).filter { $0.label != "_" }
            if !arguments.isEmpty {
                facts.constructorCalls.append(ConstructorCallFact(callee: callee, arguments: arguments, scope: scope, position: position(node)))
            }
        }
        if let modifier = EnvironmentObjectModifier(node) {
            facts.environmentObjectModifiers.append(ModifierFact(
                argument: ValueReference.describe(modifier.argument),
                scope: scope,
                function: LexicalScope.enclosingFunction(of: node),
                position: position(modifier.name)
            ))
        }
        return .visitChildren
    }
}

extension FactCollector {
    /// Records the function `declaration` is (an initialiser: its type),
    /// a parameter of which requires `ObservableObject`.
    func recordObservableGenericFunction(_ declaration: Syntax?) {
        if let function = declaration?.as(FunctionDeclSyntax.self) {
            facts.observableGenericFunctions.append(function.name.text)
        } else if let initializer = declaration?.as(InitializerDeclSyntax.self),
                  let type = LexicalScope.enclosingTypeDecl(of: initializer).flatMap(LexicalScope.declaredName)?.last {
            facts.observableGenericFunctions.append(type)
        }
    }

    /// A call's arguments whose value syntax tells (`ValueReference`), each
    /// with its label, `_` for none.
    static func knownArguments(of call: FunctionCallExprSyntax) -> [(label: String, value: ValueReference)] {
        call.arguments.compactMap { argument in
            let value = ValueReference.describe(argument.expression)
            return value == .unknown ? nil : (argument.label?.text ?? "_", value)
        }
    }

    /// The calls in `tree` of the functions (and initialisers) named
    /// `names`, read as a member of `module` (`FileFacts.functionCalls`): the
    /// project's functions with a parameter that requires `ObservableObject`
    /// are known only once every file is read, and few files call them.
    /// `text`, the tree's, tells where the names occur.
    static func functionCalls(named names: Set<String>, in tree: SourceFileSyntax, text: String, module: String?) -> [ConstructorCallFact] {
        let lines = LineTable(text)
        let scope = QualifiedScope(module: module)
        var calls: [ConstructorCallFact] = []
        RawTreeWalk.forEachReference(named: names, in: tree, text: text) { reference in
            // `watch(x)`, `hub.watch(x)`, `watch<M>(x)`.
            var callee = Syntax(reference)
            if let access = callee.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { callee = Syntax(access) }
            if let specialized = callee.parent?.as(GenericSpecializationExprSyntax.self) { callee = Syntax(specialized) }
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return }
            let arguments = knownArguments(of: call)
            guard !arguments.isEmpty else { return }
            calls.append(ConstructorCallFact(callee: reference.baseName.text, arguments: arguments, scope: scope.path(of: call),
                                             position: lines.position(ofUTF8Offset: call.positionAfterSkippingLeadingTrivia.utf8Offset)))
        }
        return calls
    }
}

// MARK: Wrapper properties named in their type

extension FactCollector {
    /// Whether the code of the type declaring a property, in this file, names
    /// it other than where it is declared: its declaration and the file's
    /// extensions of a type of its name (top level, or in `#if` blocks) are
    /// scanned for `name`, `$name` and `_name` as words.
    func isNamedInItsType(_ name: String, declaredBy declaration: VariableDeclSyntax) -> Bool {
        guard let owner = LexicalScope.enclosingTypeDecl(of: declaration), let ownerName = LexicalScope.declaredName(of: owner)?.last,
              let file = declaration.root.as(SourceFileSyntax.self) else { return true }
        // The declaration names it once.
        guard occurrences(of: name, in: owner) <= 1 else { return true }
        return Self.extensions(named: ownerName, in: file.statements).contains { occurrences(of: name, in: $0) > 0 }
    }

    /// Whether the type declaring the wrapper reads it only in actions
    /// (`ActionReads`), and no extension of it in this file names it.
    func isReadOnlyInActions(_ name: String, declaredBy declaration: VariableDeclSyntax) -> Bool {
        guard let owner = LexicalScope.enclosingTypeDecl(of: declaration), let ownerName = LexicalScope.declaredName(of: owner)?.last,
              let file = declaration.root.as(SourceFileSyntax.self), ActionReads.readsOnlyInActions(name, in: owner, text: text) else { return false }
        return !Self.extensions(named: ownerName, in: file.statements).contains { occurrences(of: name, in: $0) > 0 }
    }

    /// How often a node's own code (not the comments before it, another
    /// declaration's) names a property (`name`, `$name`, `_name`): 0, 1, or
    /// 2 for more than one.
    private func occurrences(of name: String, in node: some SyntaxProtocol) -> Int {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        return TextScan.wordOffsets(of: [name, "$" + name, "_" + name], in: text, within: range, limit: 1)?.count ?? 2
    }

    /// The extensions among `statements` (and in their `#if` blocks) of a type whose last name is `name`.
    private static func extensions(named name: String, in statements: CodeBlockItemListSyntax) -> [ExtensionDeclSyntax] {
        statements.flatMap { item -> [ExtensionDeclSyntax] in
            if let extended = item.item.as(ExtensionDeclSyntax.self) {
                return TypeNames.components(of: extended.extendedType)?.last == name ? [extended] : []
            }
            guard let conditional = item.item.as(IfConfigDeclSyntax.self) else { return [] }
            return conditional.clauses.flatMap { clause -> [ExtensionDeclSyntax] in
                guard case .statements(let nested)? = clause.elements else { return [] }
                return extensions(named: name, in: nested)
            }
        }
    }

    /// `@Environment(T.self)` (or `@SwiftUI.Environment(T.self)`): `T`.
    static func environmentObjectType(_ node: VariableDeclSyntax) -> [String]? {
        for element in node.attributes {
            // The argument first: most attributes have none.
            guard case .attribute(let attribute) = element, case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
                  (attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
                    ?? attribute.attributeName.as(MemberTypeSyntax.self)?.name.text) == "Environment",
                  let member = arguments.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                  let base = member.base else { continue }
            return TypeNames.components(ofTypeExpression: base)
        }
        return nil
    }
}
