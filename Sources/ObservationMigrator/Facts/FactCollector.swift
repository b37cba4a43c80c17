import SwiftSyntax
import SyntaxSupport

/// Phase 1, one file: walks the original syntax tree once and records the
/// facts the project index and the report need. It never edits anything.
final class FactCollector {
    /// The text of the tree walked, and its line table.
    let text: String
    let lines: LineTable
    /// Keys every scope and type with the file's module.
    let names: QualifiedScope
    var facts: FileFacts
    /// Where the walk is: the scope of the node being visited.
    var walkScope: WalkScope
    var scope: [String] { walkScope.path }
    /// Whether the walk passes over nodes its byte prefilters rule out (`collect`).
    var prefilters = true
    /// What the walk records (`collect`).
    var reading = Reading.everything

    /// What a walk records.
    enum Reading: Sendable {
        /// Every fact: a file's facts for the index, the rewrite and the report.
        case everything
        /// Only what `OutputCheck` reads of a rewritten file: the uses of the
        /// old model (observable wrappers, `.environmentObject(_:)`, wrapper
        /// and `Published<T>.Publisher` types, `objectWillChange`, `$name`) and
        /// each class's properties that have a SwiftUI view wrapper, with their
        /// scopes; no declarations, bindings or calls besides
        /// (`Shortcuts.outputReading`).
        case oldModelUses
    }

    private init(path: String, text: String, module: String?) {
        let names = QualifiedScope(module: module)
        self.text = text
        self.lines = LineTable(text)
        self.names = names
        self.facts = FileFacts(path: path, module: module)
        self.walkScope = WalkScope(names)
    }

    /// Collects the facts of one parsed file, as a member of `module` (nil
    /// when the run has no module map). `text` is the text `tree` was parsed from.
    /// `prefilters`: false makes the walk build every node its byte
    /// prefilters would pass over (`Shortcuts.walkPrefilters`).
    static func collect(path: String, tree: SourceFileSyntax, text: String, module: String? = nil, prefilters: Bool = true,
                        reading: Reading = .everything) -> FileFacts {
        let collector = FactCollector(path: path, text: text, module: module)
        collector.prefilters = prefilters
        collector.reading = reading
        if tree.hasError {
            collector.facts.parseError = ReportUnreadableInputs.firstParseError(in: tree, path: path)
            collector.facts.parseError?.fileMattersOnItsOwn = RelevanceFilter.mattersOnItsOwn(text)
        }
        RawTreeWalk.walk(tree, with: collector)
        return collector.facts
    }

    /// Where a node starts (after its leading trivia), as `SourceLocationConverter` tells it.
    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        lines.position(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    // MARK: Declarations

    func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            let attributes = node.attributes.isEmpty ? [] : Set(node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
            facts.imports.append(ImportFact(module: module, isTestable: attributes.contains("testable"), isExported: attributes.contains("_exported")))
        }
        return .skipChildren
    }

    /// Records a type other modules can name: `public`/`open`, or declared in a
    /// `public extension`, inside types that are themselves public.
    private func recordVisibility(of node: some NamedDeclSyntax & WithModifiersSyntax) {
        if walkScope.containingType == nil, node.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }) {
            facts.filePrivateTypes.append(scope + [node.name.text])
        }
        guard AccessLevel.isPublic(node, modifiers: node.modifiers) else { return }
        facts.publicTypes.append(scope + [node.name.text])
    }

    /// A struct, enum, actor or protocol: declared here, and maybe visible to other modules.
    private func recordTypeDeclaration(_ node: some NamedDeclSyntax & WithModifiersSyntax) {
        facts.typeDeclarations.append(scope + [node.name.text])
        recordVisibility(of: node)
    }

    /// A `@propertyWrapper` type: whether it can tell an enclosing object of a
    /// change, and whether building it only stores values.
    private func recordPropertyWrapper(_ node: some NamedDeclSyntax & WithAttributesSyntax, members: MemberBlockSyntax) {
        guard ModelPropertyKind.attributeNames(node.attributes).contains("propertyWrapper") else { return }
        // A class wrapper's superclass may run anything: only a struct is judged.
        facts.propertyWrappers.append((scope + [node.name.text], TypeMembers.declaresEnclosingInstanceSubscript(members),
                                       node.is(StructDeclSyntax.self) && ClassMembers.buildsPurely(members)))
    }

    func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        defer { walkScope.enter([node.name.text]) }
        // A class local to a function body is invisible to other code; the
        // rewriters do not enter bodies to look for declarations either.
        if LexicalScope.isLocal(node) { return .visitChildren }
        if reading == .oldModelUses {
            facts.classes.append(ClassFact(
                qualifiedName: scope + [node.name.text], scope: scope, position: position(node.classKeyword), inheritedTypes: [],
                declaresObservableObject: false, isAlreadyObservable: false, unknownAttributes: [], isCodable: false,
                properties: ClassMembers.viewWrapperProperties(of: node, lines: lines), path: facts.path
            ))
            return .visitChildren
        }
        recordVisibility(of: node)
        recordPropertyWrapper(node, members: node.memberBlock)
        let inherited = node.inheritanceClause?.inheritedTypes.map { TypeNames.components(of: $0.type) } ?? []
        let attributeNames = ModelPropertyKind.attributeNames(node.attributes)
        let members = ClassMembers(node, lines: lines, text: text)
        recordObservableGenerics(name: scope + [node.name.text], generics: node.genericParameterClause, whereClause: node.genericWhereClause, members: node.memberBlock)
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
            isCodable: inherited.contains { $0.map { Self.codingProtocols.contains($0.last ?? "") } ?? false },
            properties: members.properties,
            otherMemberNames: members.functionNames,
            path: facts.path,
            hasLifecycleCode: members.hasLifecycleCode,
            declaresDesignatedInitializer: members.declaresDesignatedInitializer,
            isMainActorIsolated: attributeNames.contains(where: ModelPropertyKind.isMainActor),
            constructionHasEffects: members.constructionHasEffects,
            lifecycleHasEffects: members.lifecycleHasEffects,
            builtWrappers: members.builtWrappers,
            staticReads: members.staticReads,
            codingMembers: members.codingMembers,
            subjectBridges: members.subjectBridges,
            hostedViewType: node.inheritanceClause?.inheritedTypes.first.flatMap { TypeNames.hostedViewType($0.type) }
        ))
        return .visitChildren
    }

    private static let codingProtocols: Set<String> = ["Codable", "Decodable", "Encodable"]

    /// `: Equatable`, `: Hashable`, `: Comparable` (also `Swift.`-qualified).
    static func declaresEquatable(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { inherited in
            guard let parts = TypeNames.components(of: inherited.type), let last = parts.last else { return false }
            return ["Equatable", "Hashable", "Comparable"].contains(last) && (parts.count == 1 || parts.first == "Swift")
        } ?? false
    }

    func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        defer { walkScope.enter(TypeNames.components(of: node.extendedType) ?? []) }
        guard reading == .everything else { return .visitChildren }
        if let extended = TypeNames.components(of: node.extendedType), Self.declaresEquatable(node.inheritanceClause) {
            facts.equatableTypes.append((scope, extended))
        }
        recordProtocolScopes(of: node.extendedType, parameter: nil, in: Syntax(node), isExtension: true)
        if let extended = TypeNames.components(of: node.extendedType) {
            // A wrapper's enclosing-instance subscript may be declared in an extension.
            if let last = extended.last, TypeMembers.declaresEnclosingInstanceSubscript(node.memberBlock) { facts.enclosingInstanceExtensions.append(last) }
            facts.extensions.append(ExtensionFact(
                extendedType: extended,
                scope: scope,
                declaresObservableObject: node.inheritanceClause?.inheritedTypes.contains { TypeNames.isObservableObject($0.type) } ?? false,
                inheritedTypes: node.inheritanceClause?.inheritedTypes.compactMap { TypeNames.components(of: $0.type) } ?? [],
                codingMembers: ClassMembers.codingMembers(of: node.memberBlock)
            ))
        }
        return .visitChildren
    }

    func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if let target = TypeNames.components(of: node.initializer.value) {
            facts.typeAliases.append(TypeAliasFact(scope: scope, name: node.name.text, target: target))
            recordVisibility(of: node)
        }
        return .visitChildren
    }

    // Rule-specific matches: each rule's file says what it matches; the
    // collector only visits the nodes and records the results.

    func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        defer { walkScope.enter([node.name.text]) }
        guard reading == .everything else { return .visitChildren }
        recordTypeDeclaration(node)
        recordPropertyWrapper(node, members: node.memberBlock)
        if Self.declaresEquatable(node.inheritanceClause) { facts.equatableTypes.append((scope, [node.name.text])) }
        if let app = node.inheritanceClause?.inheritedTypes.lazy.compactMap({ TypeNames.components(of: $0.type) }).first(where: { $0 == ["App"] || $0 == ["SwiftUI", "App"] }) {
            facts.appEntryPoints.append((scope + [node.name.text], app))
        }
        recordUnsupported(kind: "struct", name: node.name, inheritance: node.inheritanceClause)
        recordObservableGenerics(name: scope + [node.name.text], generics: node.genericParameterClause, whereClause: node.genericWhereClause, members: node.memberBlock)
        return .visitChildren
    }

    func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        defer { walkScope.enter([node.name.text]) }
        guard reading == .everything else { return .visitChildren }
        recordTypeDeclaration(node)
        // Raw-valued enums and enums without associated values are Equatable.
        let hasPayload = TypeMembers.declarations(of: node.memberBlock).contains { member in
            member.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.parameterClause != nil } ?? false
        }
        if !hasPayload || Self.declaresEquatable(node.inheritanceClause) {
            facts.equatableTypes.append((scope, [node.name.text]))
        }
        recordUnsupported(kind: "enum", name: node.name, inheritance: node.inheritanceClause)
        let elements = TypeMembers.declarations(of: node.memberBlock).flatMap { Array($0.as(EnumCaseDeclSyntax.self)?.elements ?? []) }
        if !elements.isEmpty { facts.enumCases.append((scope + [node.name.text], elements.map(\.name.text))) }
        if node.genericParameterClause != nil { facts.genericEnums.append(scope + [node.name.text]) }
        for element in elements {
            guard let values = element.parameterClause?.parameters else { continue }
            facts.enumPayloads.append((scope + [node.name.text], element.name.text, values.map { TypeNames.components(of: TypeNames.unwrappingOptional($0.type).type) }))
        }
        return .visitChildren
    }

    func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        defer { walkScope.enter([node.name.text]) }
        guard reading == .everything else { return .visitChildren }
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

    func record(_ match: SyntaxMatch?, into list: WritableKeyPath<FileFacts, [LocatedMessage]>) {
        guard let match else { return }
        facts[keyPath: list].append(LocatedMessage(position: position(match.node), message: match.message))
    }

    func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        defer { walkScope.enter([node.name.text]) }
        guard reading == .everything else { return .visitChildren }
        recordTypeDeclaration(node)
        facts.protocolInheritance.append((scope, node.name.text,
                                          node.inheritanceClause?.inheritedTypes.compactMap { TypeNames.components(of: $0.type) } ?? []))
        if let inherited = node.inheritanceClause?.inheritedTypes.first(where: { TypeNames.isObservableObject($0.type) }) {
            facts.observableProtocols.append(scope + [node.name.text])
            facts.observableProtocolPositions.append(position(inherited))
        }
        return .visitChildren
    }

    func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        let match = ReportProtocolConstraints.constraint(on: node)
        record(match, into: \.protocolConstraints)
        // `<S: Store>`: S's values live in the declaration the clause belongs to
        // (parameter → list → clause → declaration).
        let owner = node.parent?.parent?.parent
        if match != nil { recordObservableGenericFunction(owner) }
        if let inherited = node.inheritedType, let owner {
            recordProtocolScopes(of: inherited, parameter: node.name.text, in: owner)
        }
        return .visitChildren
    }

    func visit(_ node: ConformanceRequirementSyntax) -> SyntaxVisitorContinueKind {
        let match = ReportProtocolConstraints.constraint(in: node)
        record(match, into: \.protocolConstraints)
        // `where S: Store`: requirement → list → where clause → declaration.
        let owner = node.parent?.parent?.parent?.parent
        if match != nil { recordObservableGenericFunction(owner) }
        if let parameter = node.leftType.as(IdentifierTypeSyntax.self), let owner {
            recordProtocolScopes(of: node.rightType, parameter: parameter.name.text, in: owner)
        }
        return .visitChildren
    }

    func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
        let match = ReportProtocolConstraints.constraint(in: node)
        record(match, into: \.protocolConstraints)
        // The values live in the function (or closure) whose signature or body
        // names the type, else in the type (a stored property), else in the file.
        var owner = Syntax(node)
        while let parent = owner.parent {
            owner = parent
            switch parent.kind {
            case .functionDecl, .initializerDecl, .subscriptDecl, .accessorDecl, .closureExpr,
                 .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                if match != nil { recordObservableGenericFunction(parent) }
                recordProtocolScopes(of: node.constraint, parameter: nil, in: parent)
                return .skipChildren
            default:
                continue
            }
        }
        recordProtocolScopes(of: node.constraint, parameter: nil, in: owner)
        return .skipChildren
    }

    /// A `ProtocolScopeFact` for each type `constraint` names (`P`, `P & Q`), but `ObservableObject`.
    private func recordProtocolScopes(of constraint: TypeSyntax, parameter: String?, in owner: Syntax, isExtension: Bool = false) {
        let types = constraint.as(CompositionTypeSyntax.self).map { $0.elements.map(\.type) } ?? [constraint]
        let span = position(owner)...lines.position(ofUTF8Offset: owner.endPositionBeforeTrailingTrivia.utf8Offset)
        let ownerIsType = [.classDecl, .structDecl, .enumDecl, .actorDecl].contains(owner.kind)
        for type in types where !TypeNames.isObservableObject(type) {
            guard let components = TypeNames.components(of: type) else { continue }
            facts.protocolScopes.append(ProtocolScopeFact(
                constraint: components, parameter: parameter, parameterOfType: parameter != nil && ownerIsType, isExtension: isExtension,
                scope: scope, span: span, position: position(type)))
        }
    }

    func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if BridgePublishers.publishedPublisherType(node) != nil {
            var enclosing = node.parent
            while let ancestor = enclosing, LexicalScope.declaredName(of: ancestor) == nil { enclosing = ancestor.parent }
            facts.publisherTypes.append(PublisherTypeFact(
                owner: walkScope.containingType, inProtocol: enclosing?.is(ProtocolDeclSyntax.self) ?? false,
                position: position(node), text: node.trimmedDescription,
                declarationNames: BridgePublishers.declarationNames(around: Syntax(node)),
                isAliased: enclosing.map { $0.is(TypeAliasDeclSyntax.self) || $0.is(AssociatedTypeDeclSyntax.self) } ?? false
            ))
        }
        return .visitChildren
    }

    /// `ObservedObject<T>`, `StateObject<T>`, `EnvironmentObject<T>` written as a type.
    func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if let mention = KeepWrappersOutsideViews.wrapperType(node) {
            facts.wrapperTypes.append(WrapperTypeFact(wrapper: mention.wrapper, type: mention.type, scope: scope, position: position(node)))
        }
        return .visitChildren
    }

    func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let scope = self.scope
        // Most declarations have no attribute: no wrapper of either kind.
        let hasAttributes = !node.attributes.isEmpty
        if hasAttributes { recordWrapperProperty(node) }
        guard reading == .everything else { return .visitChildren }
        let function = LexicalScope.enclosingFunction(of: node)
        let environmentType = hasAttributes ? Self.environmentObjectType(node) : nil
        if let environmentType, let owner = names.owningType(of: node),
           let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            facts.environmentProperties.append(EnvironmentPropertyFact(owner: owner, name: name, type: environmentType, scope: scope))
        }
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // `@Environment(Library.self) var library`: the type is the argument's.
            if binding.typeAnnotation == nil, let environmentType {
                facts.valueBindings.append(ValueBindingFact(scope: scope, name: name, source: .type(environmentType), function: function))
                continue
            }
            recordBinding(name, scope: scope, function: function, type: binding.typeAnnotation?.type, value: binding.initializer?.value,
                          isComputed: !ModelPropertyKind.isStored(binding), isStatic: isStatic)
            if function == nil { recordCallable(binding, name: name, modifiers: node.modifiers) }
        }
        if hasAttributes, let wrapper = ReportUnknownObservables.objectWrapper(of: node) {
            facts.objectWrapperProperties.append(ObjectWrapperFact(
                wrapper: wrapper, type: node.bindings.first?.typeAnnotation.flatMap { TypeNames.components(of: TypeNames.unwrappingOptional($0.type).type) },
                scope: scope, position: position(node.bindingSpecifier)
            ))
        }
        return .visitChildren
    }

    /// `@StateObject`, `@ObservedObject`, `@EnvironmentObject` (`ObservableWrapperProperty`).
    private func recordWrapperProperty(_ node: VariableDeclSyntax) {
        guard let wrapper = ObservableWrapperProperty(node), let owner = names.owningType(of: node) else { return }
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
            initialValue: wrapper.initializer.map(InitialValueCost.construction),
            isNamedInItsFile: isNamedInItsType(wrapper.name, declaredBy: node),
            isReadOnlyInActions: isReadOnlyInActions(wrapper.name, declaredBy: node),
            position: position(wrapper.attribute)
        ))
    }
}
