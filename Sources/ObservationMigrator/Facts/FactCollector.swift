import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Phase 1, one file: walks the original syntax tree once and records the
/// facts the project index and the report need. It never edits anything.
final class FactCollector: SyntaxVisitor {
    private let lines: LineTable
    /// Keys every scope and type with the file's module.
    private let names: QualifiedScope
    private(set) var facts: FileFacts
    /// The scope of the node being visited: the module, then the names of the
    /// enclosing type declarations and extensions (`LexicalScope.path`, kept
    /// as the walk enters and leaves them instead of asked of each node).
    private var scope: [String]
    private var scopeDepths: [Int] = []

    private init(path: String, lines: LineTable, module: String?) {
        self.lines = lines
        self.names = QualifiedScope(module: module)
        self.facts = FileFacts(path: path, module: module)
        self.scope = QualifiedScope(module: module).module
        super.init(viewMode: .sourceAccurate)
    }

    /// Collects the facts of one parsed file, as a member of `module` (nil
    /// when the run has no module map). `lines` is the line table of the
    /// tree's text.
    static func collect(path: String, tree: SourceFileSyntax, lines: LineTable, module: String? = nil) -> FileFacts {
        let collector = FactCollector(path: path, lines: lines, module: module)
        if tree.hasError {
            collector.facts.parseError = collector.firstParseError(in: tree)
        }
        collector.walk(tree)
        return collector.facts
    }

    private func enterScope(_ components: [String]) {
        scope += components
        scopeDepths.append(components.count)
    }

    private func leaveScope() {
        scope.removeLast(scopeDepths.removeLast())
    }

    /// The innermost type (declaration or extension) around the node being
    /// visited, as `QualifiedScope.containingType` tells it.
    private var containingType: [String]? { scopeDepths.contains { $0 > 0 } ? scope : nil }

    /// Where a node starts (after its leading trivia), as `SourceLocationConverter` tells it.
    private func position(_ node: some SyntaxProtocol) -> SourcePosition {
        lines.position(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private func firstParseError(in tree: SourceFileSyntax) -> ParseErrorFact {
        let converter = SourceLocationConverter(fileName: facts.path, tree: tree)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.first(where: { $0.diagMessage.severity == .error }) ?? diagnostics.first else {
            return ParseErrorFact(position: SourcePosition(line: 1, column: 1), message: "the file has syntax errors")
        }
        let location = first.location(converter: converter)
        return ParseErrorFact(position: SourcePosition(line: location.line, column: location.column), message: first.message)
    }

    // MARK: Declarations

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            let attributes = Set(node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
            facts.imports.append(ImportFact(module: module, isTestable: attributes.contains("testable"), isExported: attributes.contains("_exported")))
        }
        return .skipChildren
    }

    /// Records a type other modules can name: `public`/`open`, or declared in a
    /// `public extension`, inside types that are themselves public.
    private func recordVisibility(of node: some NamedDeclSyntax & WithModifiersSyntax) {
        guard AccessLevel.isPublic(node, modifiers: node.modifiers) else { return }
        facts.publicTypes.append(scope + [node.name.text])
    }

    /// A struct, enum, actor or protocol: declared here, and maybe visible to other modules.
    private func recordTypeDeclaration(_ node: some NamedDeclSyntax & WithModifiersSyntax) {
        facts.typeDeclarations.append(scope + [node.name.text])
        recordVisibility(of: node)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        // Its members are in its scope; the declaration itself is not.
        defer { enterScope([node.name.text]) }
        return record(node)
    }

    override func visitPost(_ node: ClassDeclSyntax) { leaveScope() }

    private func record(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        // A class local to a function body is invisible to other code; the
        // rewriters do not enter bodies to look for declarations either.
        if LexicalScope.isLocal(node) { return .visitChildren }
        recordVisibility(of: node)
        let inherited = node.inheritanceClause?.inheritedTypes.map { TypeNames.components(of: $0.type) } ?? []
        let attributeNames = ModelPropertyKind.attributeNames(node.attributes)
        var properties: [ModelPropertyFact] = []
        var hasDecoder = false, hasEncoder = false, hasCodingKeys = false
        var otherMembers: [String] = []
        var hasLifecycleCode = false
        for member in TypeMembers.declarations(of: node.memberBlock) {
            if let variable = member.as(VariableDeclSyntax.self) {
                let kind = ModelPropertyKind.classify(variable)
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    properties.append(ModelPropertyFact(
                        name: name, kind: kind, position: position(variable.bindingSpecifier),
                        isBookkeeping: ModelPropertyKind.isBookkeeping(binding),
                        isCancellableStore: ModelPropertyKind.isCancellableStore(binding),
                        hasObservers: binding.accessorBlock != nil && ModelPropertyKind.isStored(binding),
                        isFilePrivate: variable.modifiers.contains { [.private, .fileprivate].contains($0.name.tokenKind.keyword) && $0.detail == nil },
                        valueType: ValueTypeShape.of(binding)
                    ))
                }
            } else if let initializer = member.as(InitializerDeclSyntax.self),
                      initializer.signature.parameterClause.parameters.first?.firstName.text == "from" {
                hasDecoder = true
            } else if let function = member.as(FunctionDeclSyntax.self), function.name.text == "encode",
                      function.signature.parameterClause.parameters.first?.firstName.text == "to" {
                hasEncoder = true
            } else if member.as(EnumDeclSyntax.self)?.name.text == "CodingKeys" {
                hasCodingKeys = true
            }
            if let function = member.as(FunctionDeclSyntax.self) { otherMembers.append(function.name.text) }
            if member.is(InitializerDeclSyntax.self) || member.is(DeinitializerDeclSyntax.self) { hasLifecycleCode = true }
        }
        // Storage whose value the class reads (`installTask != nil` in a computed
        // property) may be UI state after all: it stays tracked.
        let bookkeeping = Set(properties.filter(\.isBookkeeping).map(\.name))
        if !bookkeeping.isEmpty {
            let read = ModelPropertyKind.namesReadBeyondBookkeeping(bookkeeping, in: node.memberBlock)
            for index in properties.indices where read.contains(properties[index].name) { properties[index].isBookkeeping = false }
        }
        let stores = Set(properties.filter { $0.isBookkeeping && $0.isFilePrivate }.map(\.name))
        if !stores.isEmpty {
            let uses = ForwardingStatement.onlyUses(of: stores, in: node.root)
            for index in properties.indices { properties[index].forwardingOnlyUses = uses[properties[index].name] }
        }
        recordObservableGenerics(name: scope + [node.name.text], generics: node.genericParameterClause, whereClause: node.genericWhereClause, members: node.memberBlock)
        let codable: Set<String> = ["Codable", "Decodable", "Encodable"]
        facts.classes.append(ClassFact(
            qualifiedName: scope + [node.name.text],
            scope: scope,
            position: position(node.classKeyword),
            inheritedTypes: inherited,
            declaresObservableObject: node.inheritanceClause?.inheritedTypes.contains { TypeNames.isObservableObject($0.type) } ?? false,
            isAlreadyObservable: attributeNames.contains("Observable") || attributeNames.contains("Observation.Observable"),
            unknownAttributes: attributeNames.filter { name in
                guard let first = name.first, first.isUppercase else { return false }
                return !["MainActor", "Observable", "Observation.Observable"].contains(name)
            },
            isCodable: inherited.contains { $0.map { codable.contains($0.last ?? "") } ?? false },
            hasCustomCoding: hasDecoder && hasEncoder && hasCodingKeys,
            properties: properties,
            otherMemberNames: otherMembers,
            path: facts.path,
            usesSynthesizedCodingKeys: (hasDecoder || hasEncoder) && !hasCodingKeys,
            hasLifecycleCode: hasLifecycleCode
        ))
        return .visitChildren
    }

    /// `: Equatable`, `: Hashable`, `: Comparable` (also `Swift.`-qualified).
    static func declaresEquatable(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { inherited in
            guard let parts = TypeNames.components(of: inherited.type), let last = parts.last else { return false }
            return ["Equatable", "Hashable", "Comparable"].contains(last) && (parts.count == 1 || parts.first == "Swift")
        } ?? false
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Its members are in its scope; the declaration itself is not.
        defer { enterScope(TypeNames.components(of: node.extendedType) ?? []) }
        return record(node)
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { leaveScope() }

    private func record(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let extended = TypeNames.components(of: node.extendedType), Self.declaresEquatable(node.inheritanceClause) {
            facts.equatableTypes.append((scope, extended))
        }
        if let extended = TypeNames.components(of: node.extendedType) {
            facts.extensions.append(ExtensionFact(
                extendedType: extended,
                scope: scope,
                declaresObservableObject: node.inheritanceClause?.inheritedTypes.contains { TypeNames.isObservableObject($0.type) } ?? false,
                inheritedTypes: node.inheritanceClause?.inheritedTypes.compactMap { TypeNames.components(of: $0.type) } ?? []
            ))
        }
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if let target = TypeNames.components(of: node.initializer.value) {
            facts.typeAliases.append(TypeAliasFact(scope: scope, name: node.name.text, target: target))
            recordVisibility(of: node)
        }
        return .visitChildren
    }

    // Rule-specific matches: each rule's file says what it matches; the
    // collector only visits the nodes and records the results.

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        // Its members are in its scope; the declaration itself is not.
        defer { enterScope([node.name.text]) }
        return record(node)
    }

    override func visitPost(_ node: StructDeclSyntax) { leaveScope() }

    private func record(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        recordTypeDeclaration(node)
        if Self.declaresEquatable(node.inheritanceClause) { facts.equatableTypes.append((scope, [node.name.text])) }
        recordUnsupported(kind: "struct", name: node.name, inheritance: node.inheritanceClause)
        recordObservableGenerics(name: scope + [node.name.text], generics: node.genericParameterClause, whereClause: node.genericWhereClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        // Its members are in its scope; the declaration itself is not.
        defer { enterScope([node.name.text]) }
        return record(node)
    }

    override func visitPost(_ node: EnumDeclSyntax) { leaveScope() }

    private func record(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        recordTypeDeclaration(node)
        // Raw-valued enums and enums without associated values are Equatable.
        let hasPayload = TypeMembers.declarations(of: node.memberBlock).contains { member in
            member.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.parameterClause != nil } ?? false
        }
        if !hasPayload || Self.declaresEquatable(node.inheritanceClause) {
            facts.equatableTypes.append((scope, [node.name.text]))
        }
        recordUnsupported(kind: "enum", name: node.name, inheritance: node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        // Its members are in its scope; the declaration itself is not.
        defer { enterScope([node.name.text]) }
        return record(node)
    }

    override func visitPost(_ node: ActorDeclSyntax) { leaveScope() }

    private func record(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        recordTypeDeclaration(node)
        recordUnsupported(kind: "actor", name: node.name, inheritance: node.inheritanceClause)
        return .visitChildren
    }

    private func recordObservableGenerics(name: [String], generics: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?, members: MemberBlockSyntax) {
        if let fact = ReportProtocolConstraints.observableGenerics(name: name, generics: generics, whereClause: whereClause, members: members) {
            facts.observableGenericTypes.append(fact)
        }
    }

    private func recordUnsupported(kind: String, name: TokenSyntax, inheritance: InheritanceClauseSyntax?) {
        guard let inherited = ReportUnsupportedTypes.observableObjectConformance(in: inheritance) else { return }
        facts.unsupportedTypes.append(UnsupportedTypeFact(kind: kind, name: name.text, position: position(inherited)))
    }

    private func record(_ match: SyntaxMatch?, into list: WritableKeyPath<FileFacts, [LocatedMessage]>) {
        guard let match else { return }
        facts[keyPath: list].append(LocatedMessage(position: position(match.node), message: match.message))
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        // Its members are in its scope; the declaration itself is not.
        defer { enterScope([node.name.text]) }
        return record(node)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { leaveScope() }

    private func record(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        recordTypeDeclaration(node)
        facts.protocolInheritance.append((scope, node.name.text,
                                          node.inheritanceClause?.inheritedTypes.compactMap { TypeNames.components(of: $0.type) } ?? []))
        if let match = ReportProtocolConstraints.constraint(refinedBy: node) {
            facts.observableProtocols.append(scope + [node.name.text])
            record(match, into: \.protocolConstraints)
        }
        return .visitChildren
    }

    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        record(ReportProtocolConstraints.constraint(on: node), into: \.protocolConstraints)
        return .visitChildren
    }

    override func visit(_ node: ConformanceRequirementSyntax) -> SyntaxVisitorContinueKind {
        record(ReportProtocolConstraints.constraint(in: node), into: \.protocolConstraints)
        return .visitChildren
    }

    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
        record(ReportProtocolConstraints.constraint(in: node), into: \.protocolConstraints)
        return .skipChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if BridgePublishers.publishedPublisherType(node) != nil {
            var enclosing = node.parent
            while let ancestor = enclosing, LexicalScope.declaredName(of: ancestor) == nil { enclosing = ancestor.parent }
            facts.publisherTypes.append(PublisherTypeFact(
                owner: containingType, inProtocol: enclosing?.is(ProtocolDeclSyntax.self) ?? false,
                position: position(node), text: node.trimmedDescription
            ))
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let scope = self.scope
        if let wrapper = ObservableWrapperProperty(node), let owner = names.owningType(of: node) {
            facts.wrapperProperties.append(WrapperPropertyFact(
                wrapper: wrapper.kind,
                owner: owner,
                scope: scope,
                name: wrapper.name,
                type: wrapper.typeComponents,
                value: wrapper.initialValueReference,
                path: facts.path,
                typeIsGenericParameter: wrapper.typeIsGenericParameter,
                initializerCreatesObject: wrapper.initializerCreatesObject,
                initializerIsCheap: wrapper.initializerIsCheap,
                position: position(wrapper.attribute)
            ))
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            recordBinding(name, scope: scope, type: binding.typeAnnotation?.type, value: binding.initializer?.value)
        }
        if let wrapper = ReportUnknownObservables.objectWrapper(of: node) {
            facts.objectWrapperProperties.append(ObjectWrapperFact(
                wrapper: wrapper, type: node.bindings.first?.typeAnnotation.flatMap { TypeNames.components(of: TypeNames.unwrappingOptional($0.type).type) },
                scope: scope, position: position(node.bindingSpecifier)
            ))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        if let type = TypeNames.components(of: TypeNames.unwrappingOptional(node.type).type) {
            facts.valueBindings.append(ValueBindingFact(scope: scope, name: name, source: .type(type)))
        }
        return .visitChildren
    }

    /// `if let x = expr`, `guard let x = expr`, `if let x`.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        recordBinding(name, scope: scope, type: node.typeAnnotation?.type, value: node.initializer?.value)
        return .visitChildren
    }

    /// What a declared name's type is known from: its annotation, else its value
    /// (not `if let x = x`, which says nothing new).
    private func recordBinding(_ name: String, scope: [String], type: TypeSyntax?, value: ExprSyntax?) {
        if let type, let components = TypeNames.components(of: TypeNames.unwrappingOptional(type).type) {
            facts.valueBindings.append(ValueBindingFact(scope: scope, name: name, source: .type(components)))
        } else if let value {
            let reference = ValueReference.describe(value)
            if reference != .unknown, reference != .name(name) {
                facts.valueBindings.append(ValueBindingFact(scope: scope, name: name, source: .value(reference)))
            }
        }
    }

    // MARK: Uses

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.declName.baseName.text
        if member.hasPrefix("_"), member.count > 1, node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            recordStorageReference(String(member.dropFirst()), at: node)
        }
        if member == "objectWillChange" {
            facts.objectWillChangeUses.append(MemberUseFact(
                base: node.base.map(ValueReference.describe) ?? .implicitSelf, member: member,
                scope: scope, position: position(node.declName), site: site(of: node.declName)
            ))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let projected = ProjectedReference(node) {
            switch projected.form {
            case .member(let base):
                facts.memberPublisherUses.append(MemberUseFact(
                    base: ValueReference.describe(base), member: projected.name,
                    scope: scope, position: position(node), context: projected.context(in: names)
                ))
            case .bare:
                guard let owner = containingType else { break }
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
        let text = node.baseName.text
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
            let roots = statement.roots.map { root -> ForwardingFact.Root in
                if let member = root.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "objectWillChange" {
                    return .objectWillChange(member.base.map(ValueReference.describe) ?? .implicitSelf)
                }
                let reference = root.as(DeclReferenceExprSyntax.self) ?? root.as(MemberAccessExprSyntax.self)?.declName
                let name = String(reference?.baseName.text.dropFirst() ?? "")
                return .publisher(name, root.as(MemberAccessExprSyntax.self)?.base.map(ValueReference.describe))
            }
            facts.forwardings.append(ForwardingFact(key: key, scope: names.path(of: statement.item), roots: roots, position: position(statement.item)))
        }
        return site
    }

    /// A use of `_name` other than as the target of `_name = Wrapper(wrappedValue:)`.
    private func recordStorageReference(_ name: String, at node: some ExprSyntaxProtocol) {
        if let list = node.parent?.as(ExprListSyntax.self), list.first?.id == node.id,
           let sequence = list.parent?.as(SequenceExprSyntax.self), WrapperInitAssignment(sequence) != nil { return }
        guard let owner = containingType else { return }
        facts.storageReferences.append(StorageReferenceFact(owner: owner, name: name))
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = WrapperInitAssignment(node), let owner = containingType {
            facts.wrapperInitAssignments.append(WrapperInitFact(
                owner: owner, name: assignment.propertyName,
                valueIsCheap: InitialValueCost.isCheap(assignment.argument.expression),
                position: position(node)
            ))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           callee.first?.isUppercase == true {
            let arguments = node.arguments.compactMap { argument -> (label: String, value: ValueReference)? in
                guard let label = argument.label?.text else { return nil }
                let value = ValueReference.describe(argument.expression)
                return value == .unknown ? nil : (label, value)
            }
            if !arguments.isEmpty {
                facts.constructorCalls.append(ConstructorCallFact(callee: callee, arguments: arguments, scope: scope, position: position(node)))
            }
        }
        if let modifier = EnvironmentObjectModifier(node) {
            facts.environmentObjectModifiers.append(ModifierFact(
                argument: ValueReference.describe(modifier.argument),
                scope: scope,
                position: position(modifier.name)
            ))
        }
        return .visitChildren
    }
}
