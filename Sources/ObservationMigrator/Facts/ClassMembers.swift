import SwiftSyntax
import SyntaxSupport

/// What a class's body declares, as phase 1 records it: its stored and
/// computed properties (with how the migration treats each), its functions,
/// and whether it codes itself or runs code on creation.
struct ClassMembers {
    var properties: [ModelPropertyFact] = []
    /// Names of the class's functions.
    var functionNames: [String] = []
    /// An initialiser or a `deinit`: code that runs again for every copy `@State` makes.
    private(set) var hasLifecycleCode = false
    /// See `ClassFact.lifecycleHasEffects`.
    private(set) var lifecycleHasEffects = false
    /// See `ClassFact.declaresDesignatedInitializer`.
    private(set) var declaresDesignatedInitializer = false
    /// See `ClassFact.constructionHasEffects`.
    private(set) var constructionHasEffects = false
    /// See `ClassFact.builtWrappers`.
    private(set) var builtWrappers: Set<String> = []
    /// See `ClassFact.staticReads`.
    private(set) var staticReads: [ValueReference] = []
    /// `lazy var xPublisher = CurrentValueSubject<T, Never>(x)`: x → xPublisher.
    private(set) var subjectBridges: [String: String] = [:]

    /// The coding members the class body declares.
    private(set) var codingMembers: Set<CodingMember> = []

    /// A member that takes part in `Codable`: what decides whether coding is
    /// synthesized, whether in the class or in an extension of it.
    enum CodingMember: Sendable, Hashable {
        case decoder, encoder, codingKeys
        /// A hand-written `init(from:)` or `encode(to:)` names `CodingKeys`.
        case codingKeysNamed
    }

    /// Whether building a type with these members (a property wrapper) only
    /// stores values: each initialiser only stores parameters and plain
    /// values, each instance stored property starts from a plain value, and
    /// there is no `deinit`.
    static func buildsPurely(_ members: MemberBlockSyntax) -> Bool {
        TypeMembers.declarations(of: members).allSatisfy { member in
            if let initializer = member.as(InitializerDeclSyntax.self) { return InitialValueCost.onlyStoresValues(initializer.body) }
            if member.is(DeinitializerDeclSyntax.self) { return false }
            guard let variable = member.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { [.static, .class, .lazy].contains($0.name.tokenKind.keyword) }) else { return true }
            return variable.bindings.allSatisfy { binding in binding.initializer.map { InitialValueCost.isPlainValue($0.value) } ?? true }
        }
    }

    /// The property wrapper whose initialiser building the class runs for
    /// `variable`, as written: not `@Published` (its construction stores the
    /// value) nor `@AppStorage` (converted, or keeping its class).
    private static func builtWrapper(of variable: VariableDeclSyntax) -> String? {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var),
              !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) else { return nil }
        return ModelPropertyKind.attributeNames(variable.attributes).first { name in
            let last = TypeNames.lastPart(of: name)
            return ModelPropertyKind.isWrapperName(name) && !["ObservationIgnored", "Published", "AppStorage"].contains(last)
        }
    }

    /// Whether a declaration's attributes pass only plain values (literals,
    /// key paths) to their initialisers: `@Setting("volume")`, `@Injected(\.api)`.
    private static func hasPlainArguments(_ attributes: AttributeListSyntax) -> Bool {
        attributes.allSatisfy { element in
            guard case .attribute(let attribute) = element, case .argumentList(let arguments)? = attribute.arguments else { return true }
            return arguments.allSatisfy { $0.expression.is(KeyPathExprSyntax.self) || InitialValueCost.isPlainValue($0.expression) }
        }
    }

    /// The coding members a member block declares.
    static func codingMembers(of block: MemberBlockSyntax) -> Set<CodingMember> {
        var found: Set<CodingMember> = []
        for member in TypeMembers.declarations(of: block) {
            if let initializer = member.as(InitializerDeclSyntax.self),
               initializer.signature.parameterClause.parameters.first?.firstName.text == "from" {
                found.insert(.decoder)
                if namesCodingKeys(initializer.body) { found.insert(.codingKeysNamed) }
            } else if let function = member.as(FunctionDeclSyntax.self), function.name.text == "encode",
                      function.signature.parameterClause.parameters.first?.firstName.text == "to" {
                found.insert(.encoder)
                if namesCodingKeys(function.body) { found.insert(.codingKeysNamed) }
            } else if member.as(EnumDeclSyntax.self)?.name.text == "CodingKeys" {
                found.insert(.codingKeys)
            }
        }
        return found
    }

    /// Whether a body names `CodingKeys` (a body the tool cannot see counts).
    private static func namesCodingKeys(_ body: CodeBlockSyntax?) -> Bool {
        body?.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("CodingKeys") } ?? true
    }

    /// `lines`: the line table of the class's file, for the properties'
    /// positions; `text`: the file's text.
    /// The property a binding's `CurrentValueSubject<T, Never>(property)` is made from.
    private static func bridgedProperty(_ binding: PatternBindingSyntax) -> String? {
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              call.arguments.first?.label == nil,
              let type = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self),
              type.baseName.text == "CurrentValueSubject" else { return nil }
        return call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// SwiftUI's view wrapper on a property (`State`, `SwiftUI.Bindable`, …), if any.
    private static func viewWrapper(of variable: VariableDeclSyntax) -> String? {
        variable.attributes.isEmpty ? nil : ModelPropertyKind.attributeNames(variable.attributes).first(where: OutputCheck.viewWrappers.contains)
    }

    /// The class's properties that have a SwiftUI view wrapper: their names,
    /// kinds, positions and wrappers, what the output check reads of a class
    /// (`FactCollector.Reading.oldModelUses`); nothing else of them is read.
    static func viewWrapperProperties(of node: ClassDeclSyntax, lines: LineTable) -> [ModelPropertyFact] {
        TypeMembers.declarations(of: node.memberBlock).flatMap { member -> [ModelPropertyFact] in
            guard let variable = member.as(VariableDeclSyntax.self), let viewWrapper = viewWrapper(of: variable) else { return [] }
            let kind = ModelPropertyKind.classify(variable)
            let position = lines.position(ofUTF8Offset: variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset)
            return variable.bindings.compactMap { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map {
                    ModelPropertyFact(name: $0.identifier.text, kind: kind, position: position, isBookkeeping: false, viewWrapper: viewWrapper)
                }
            }
        }
    }

    init(_ node: ClassDeclSyntax, lines: LineTable, text: String) {
        var viewStateCandidates: Set<String> = []
        codingMembers = Self.codingMembers(of: node.memberBlock)
        for member in TypeMembers.declarations(of: node.memberBlock) {
            if let variable = member.as(VariableDeclSyntax.self) {
                let kind = ModelPropertyKind.classify(variable)
                let viewWrapper = Self.viewWrapper(of: variable)
                // Static and lazy values are not built with an instance.
                let isStatic = variable.modifiers.contains { [.static, .class, .lazy].contains($0.name.tokenKind.keyword) }
                let isMainActorIsolated = ModelPropertyKind.attributeNames(variable.attributes).contains(where: ModelPropertyKind.isMainActor)
                for binding in variable.bindings {
                    // An `@AppStorage` the migration converts reads its default when the key is unset, not on creation.
                    if !isStatic, kind != .appStorage, let value = binding.initializer?.value, !InitialValueCost.isPlainValue(value) {
                        // A static of a named type (`Theme.accent`) is judged by
                        // what it is (`ClassFact.staticReads`); anything else runs code.
                        if value.is(MemberAccessExprSyntax.self), case .staticMember(let type, _) = ValueReference.describe(value), !type.isEmpty {
                            staticReads.append(ValueReference.describe(value))
                        } else if let member = value.as(MemberAccessExprSyntax.self), member.base == nil, let annotation = binding.typeAnnotation,
                                  let type = TypeNames.components(of: TypeNames.unwrappingOptional(annotation.type).type) {
                            // `var phase: Phase = .idle`: a static member of the written type.
                            staticReads.append(.staticMember(type, member.declName.baseName.text))
                        } else {
                            constructionHasEffects = true
                        }
                    }
                    // Another wrapper's initialiser runs when the class is built (an
                    // injection wrapper resolves its dependency), with its arguments;
                    // SwiftUI's view wrappers only store their value. Read from the
                    // attributes, `@ObservationIgnored` or not: a second run judges alike.
                    if !isStatic, viewWrapper == nil, let wrapper = Self.builtWrapper(of: variable) {
                        if Self.hasPlainArguments(variable.attributes) { builtWrappers.insert(wrapper) } else { constructionHasEffects = true }
                    }
                    if viewWrapper != nil, variable.bindings.count == 1, binding.initializer.map({ InitialValueCost.isPlainValue($0.value) }) ?? true,
                       let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        viewStateCandidates.insert(name)
                    }
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let property = Self.bridgedProperty(binding) { subjectBridges[property] = name }
                    properties.append(ModelPropertyFact(
                        name: name, kind: kind,
                        position: lines.position(ofUTF8Offset: variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset),
                        isBookkeeping: ModelPropertyKind.isBookkeeping(binding),
                        isCancellableStore: ModelPropertyKind.isCancellableStore(binding),
                        hasObservers: binding.accessorBlock != nil && ModelPropertyKind.isStored(binding),
                        observersFitASetter: SetterObservers.of(binding, property: name) != nil,
                        isFilePrivate: AccessLevel.isFilePrivate(variable.modifiers),
                        viewWrapper: viewWrapper,
                        valueType: ValueTypeShape.of(binding),
                        isTypeInferred: binding.typeAnnotation == nil,
                        initialValueMember: binding.typeAnnotation == nil ? binding.initializer.flatMap { ValueTypeShape.initialValueType($0.value)?.member } : nil,
                        appStorageEnum: kind == .appStorage ? AppStorageProperty(variable)?.enumType : nil,
                        appStorageRefusal: kind.isUnconvertedAppStorage ? AppStorageProperty.refusal(of: variable) : nil,
                        isMainActorIsolated: isMainActorIsolated
                    ))
                    properties[properties.count - 1].capturesInInitialValue =
                        binding.initializer?.value.as(ClosureExprSyntax.self)?.signature?.capture?.items.contains { $0.initializer != nil } ?? false
                }
            }
            if let function = member.as(FunctionDeclSyntax.self) { functionNames.append(function.name.text) }
            if let initializer = member.as(InitializerDeclSyntax.self) {
                hasLifecycleCode = true
                if !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) { declaresDesignatedInitializer = true }
                if !InitialValueCost.onlyStoresValues(initializer.body) { constructionHasEffects = true; lifecycleHasEffects = true }
            } else if let deinitializer = member.as(DeinitializerDeclSyntax.self) {
                hasLifecycleCode = true
                if deinitializer.body?.statements.isEmpty == false { constructionHasEffects = true; lifecycleHasEffects = true }
            }
        }
        // A private view-state property nothing in the file reads is dead.
        let privateViewState = viewStateCandidates.intersection(properties.filter(\.isFilePrivate).map(\.name))
        if !privateViewState.isEmpty {
            var read: Set<String> = []
            let spellings = Set(privateViewState.flatMap { [$0, "_" + $0, "$" + $0] })
            RawTreeWalk.forEachReference(named: spellings, in: node.root, text: text) { reference in
                // `@Environment(\.dismiss)` names the environment's key, not the property.
                if reference.ancestorOrSelf(mapping: { $0.as(AttributeSyntax.self) }) != nil { return }
                var name = reference.baseName.text
                if name.hasPrefix("_") || name.hasPrefix("$") { name.removeFirst() }
                read.insert(name)
            }
            for index in properties.indices where privateViewState.contains(properties[index].name) && !read.contains(properties[index].name) {
                properties[index].isUnreadViewState = true
            }
        }
        // Only a subject of one of the class's own properties is a bridge; it
        // starts from the property's storage (`_query`), or, as an earlier
        // version wrote it, from the property.
        let names = Set(properties.map(\.name))
        subjectBridges = Dictionary(subjectBridges.compactMap { argument, subject -> (String, String)? in
            if argument.hasPrefix("_"), case let property = String(argument.dropFirst()), names.contains(property) { return (property, subject) }
            return names.contains(argument) ? (argument, subject) : nil
        }) { first, _ in first }
        // What `deinit` reads must stay stored (`ModelPropertyFact.isReadInDeinit`).
        let plainStored = Set(properties.filter { $0.kind == .unpublishedStored }.map(\.name))
        if !plainStored.isEmpty, let deinitializer = TypeMembers.declarations(of: node.memberBlock).lazy.compactMap({ $0.as(DeinitializerDeclSyntax.self) }).first,
           let body = deinitializer.body {
            var read: Set<String> = []
            RawTreeWalk.forEachReference(named: plainStored, in: body, text: text) { reference in
                // `self.name` or `name`; another value's `x.name` is not ours.
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                   member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { return }
                read.insert(reference.baseName.text)
            }
            for index in properties.indices where read.contains(properties[index].name) { properties[index].isReadInDeinit = true }
        }
        // What an initialiser reads before the object is whole must stay stored too.
        if !plainStored.isEmpty {
            let observed = Set(properties.filter { $0.kind == .unpublishedStored && $0.hasObservers }.map(\.name))
            let early = EarlyReads(node, reading: plainStored, observed: observed, text: text)
            for index in properties.indices {
                properties[index].isReadBeforeInitialized = early.beforeInitialized.contains(properties[index].name)
                properties[index].isReadWithoutSuperInit = early.withoutSuperInit.contains(properties[index].name)
                properties[index].isSetOnceWholeInInit = early.setOnceWhole.contains(properties[index].name)
            }
        }
        // Storage whose value the class reads (`installTask != nil` in a computed
        // property) may be UI state after all: it stays tracked.
        let bookkeeping = Set(properties.filter(\.isBookkeeping).map(\.name))
        if !bookkeeping.isEmpty {
            let read = ModelPropertyKind.namesReadBeyondBookkeeping(bookkeeping, in: node.memberBlock, text: text)
            for index in properties.indices where read.contains(properties[index].name) { properties[index].isBookkeeping = false }
        }
        let stores = Set(properties.filter { $0.isBookkeeping && $0.isFilePrivate }.map(\.name))
        if !stores.isEmpty {
            let uses = ForwardingStatement.onlyUses(of: stores, in: node.root, text: text)
            for index in properties.indices { properties[index].forwardingOnlyUses = uses[properties[index].name] }
        }
    }
}
