import SwiftSyntax
import SyntaxSupport

/// A `@Published` property whose type declares its own `==` gets the
/// accessors `@Observable` would write, less its check for an equal value:
/// `@Published` told views of every value set, where the macro's setter
/// tells them only of a value `!=` the old one, and a hand-written `==` may
/// call values equal that views show differently (an enum whose `==`
/// compares the case and not its payload: `.failed("offline") ==
/// .failed("timeout")`). Its value moves to `@ObservationIgnored` storage
/// named `_name`, as the macro names it; `self.name = …` in an initializer
/// still initializes it (an `init` accessor).
///
/// Converted: one stored property whose type is written or named by its
/// initial value (`Phase.idle`, `Phase.failed(…)`: a case of an enum without
/// generic parameters; the accessors then write it), and whose `willSet` and
/// `didSet` (if any) the setter can run as they ran, around the write
/// (`SetterObservers`). A bridged `$name` publisher (`BridgePublishers`) is
/// sent the new value in the setter, where the macro's form sends it in
/// `willSet`: after views are told of the change, before the write. Any
/// other keeps its class `ObservableObject`, and `custom-equality-kept` says
/// why. The type's `==` is looked for in the project only: a type of another
/// library is taken to compare what it holds.
///
/// ## Before
/// ```swift
/// @Published private(set) var phase: Phase = .idle   // Phase's == compares the case only
/// ```
/// ## After
/// ```swift
/// private(set) var phase: Phase {
///     @storageRestrictions(initializes: _phase)
///     init(initialValue) {
///         _phase = initialValue
///     }
///     get {
///         access(keyPath: \.phase)
///         return _phase
///     }
///     set {
///         withMutation(keyPath: \.phase) {
///             _phase = newValue
///         }
///     }
/// }
/// @ObservationIgnored private var _phase: Phase = .idle
/// ```
final class WriteAccessorsForCustomEquality: MigrationRewriter, MigrationRule {
    static let descriptions = [
        RuleDescription(
            rule: .customEqualityAccessors, severity: .note,
            summary: "A `@Published` property whose type (or an element or wrapped type) declares its own `==` got the accessors `@Observable` writes, over `@ObservationIgnored` storage, without its check for an equal value: views are told of every value set, as `@Published` told them, even one that `==` calls equal to the old.",
            suggestedFix: "Nothing to do; if the type's `==` compares everything views show, the property can become a plain tracked `var`."
        ),
        RuleDescription(
            rule: .customEqualityKept, severity: .warning,
            summary: "A class with a `@Published` property whose type declares its own `==` stays `ObservableObject` when the property has no accessor form (a `willSet` or `didSet` that changes it or returns early; a type not written that its initial value does not tell whole): `@Observable` tells views of a new value only when it is `!=` the old one, where `@Published` told them of every value set.",
            suggestedFix: "Write the property's type, or move what its observers change into the code that sets it, then rerun; or migrate it by hand with `access(keyPath:)` and `withMutation(keyPath:_:)`."
        ),
    ]

    /// What becomes of a `@Published` property whose type declares its own `==`.
    enum Decision: Equatable {
        /// Accessors over storage; the type with the `==`.
        case accessors(type: String)
        /// No accessor form: why, and the type with the `==`.
        case kept(type: String, reason: String)
    }

    /// The decision for a `@Published` property of class `owner`, or nil when
    /// its type declares no `==` of its own (the macro's setter is faithful).
    static func decide(name: String, shape: ValueTypeShape?, observersFitASetter: Bool, owner: [String], resolution: Resolution) -> Decision? {
        guard let shape, let type = resolution.customEqualityType(in: shape, scope: owner) else { return nil }
        if !observersFitASetter {
            return .kept(type: type, reason: "its willSet or didSet cannot run in a setter as it ran (it changes the property, returns early from willSet, or reads a value the setter names)")
        }
        // Its `$name` uses read the bridge's subject, which the setter feeds
        // (`BridgePublishers`); its storage `_name` holds the value, as the macro's does.
        return .accessors(type: type)
    }

    static func decide(_ property: ModelPropertyFact, of fact: ClassFact, resolution: Resolution) -> Decision? {
        guard property.kind == .published else { return nil }
        let decision = decide(name: property.name, shape: property.valueType, observersFitASetter: property.observersFitASetter,
                              owner: fact.qualifiedName, resolution: resolution)
        // `= Phase.idle`: the accessors can write the type only when the member is a
        // case of it; `= Tag(text: …)` may be optional (a failable initializer), or generic.
        if case .accessors(let type)? = decision, property.isTypeInferred, case .named(let written, _)? = property.valueType,
           !isValue(property.initialValueMember, of: written, scope: fact.qualifiedName, resolution: resolution) {
            return .kept(type: type, reason: "its type is not written, and its initial value does not tell it whole (an initializer may be failable, a type generic)")
        }
        return decision
    }

    /// Whether `Type.member` is a value of `Type` as written: a case of an
    /// enum without generic parameters. (A static may be declared `Type?`,
    /// and an initializer may be failable: their values are left to the macro.)
    static func isValue(_ member: String?, of type: [String], scope: [String], resolution: Resolution) -> Bool {
        guard let member, let key = resolution.resolveType(type, scope: scope), !resolution.genericEnums.contains(key) else { return false }
        return resolution.isEnumCase(member, of: type, scope: scope)
    }

    /// The type a property's accessors are declared with: its written type,
    /// else the one its initial value names (`ValueTypeShape.initialValueType`).
    static func declaredType(of binding: PatternBindingSyntax, owner: [String], resolution: Resolution) -> (text: String, shape: ValueTypeShape)? {
        if let type = binding.typeAnnotation?.type { return (type.trimmedDescription, ValueTypeShape(type)) }
        guard let value = binding.initializer?.value, let inferred = ValueTypeShape.initialValueType(value) else { return nil }
        guard isValue(inferred.member, of: inferred.type, scope: owner, resolution: resolution) else { return nil }
        return (inferred.type.joined(separator: "."), .named(inferred.type, arguments: []))
    }

    static let pass = MigrationPolicy.ClassPass { _, fact, resolution, _ in
        for property in fact.properties {
            if case .kept(let type, _)? = decide(property, of: fact, resolution: resolution) {
                return .customEquality(property: property.name, type: type)
            }
        }
        return nil
    }

    /// Files declaring a migrated class with a property that gets accessors.
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.classes.contains { fact in
            index.isMigrated(fact.qualifiedName) && fact.properties.contains { property in
                if case .accessors? = decide(property, of: fact, resolution: index.resolution) { return true }
                return false
            }
        }
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let visited = super.visit(node)
        guard isMemberOfMigratedClass(node), let owner = context.names.owningType(of: node) else { return visited }
        var items: [MemberBlockItemSyntax] = []
        var changed = false
        for item in visited {
            guard let decl = item.decl.as(VariableDeclSyntax.self), ModelPropertyKind.classify(decl) == .published,
                  let published = ModelPropertyKind.publishedAttribute(of: decl), decl.bindings.count == 1, let binding = decl.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = Self.declaredType(of: binding, owner: owner, resolution: index.resolution),
                  let observers = SetterObservers.of(binding, property: name),
                  case .accessors? = Self.decide(name: name, shape: type.shape, observersFitASetter: true, owner: owner, resolution: index.resolution)
            else {
                items.append(item)
                continue
            }
            changed = true
            let ignored = qualifier(for: "ObservationIgnored", module: "Observation", at: decl).map { "\($0).ObservationIgnored" } ?? "ObservationIgnored"
            let lineBreak = decl.leadingTrivia.lineBreak ?? context.lineBreak
            let key = Resolution.key(owner)
            let subject = index.bridges[key]?[name]
            let (computed, storage) = Self.accessors(of: AttributeEditing.removing(published, from: decl), name: name, type: type.text, binding: binding,
                                                     observers: observers, subject: subject, ignoredAttribute: ignored, lineBreak: lineBreak)
            items.append(item.with(\.decl, DeclSyntax(computed)))
            items.append(MemberBlockItemSyntax(decl: storage))
            // The bridge's subject, after the storage its first value is read from.
            if let subject {
                let ignoredModule = qualifier(for: "ObservationIgnored", module: "Observation", at: decl)
                items.append(MemberBlockItemSyntax(decl: BridgePublishers.subjectDeclaration(
                    for: decl, binding: binding, subject: subject, isPrivate: index.privateBridges.contains(key + "." + name), ignoredModule: ignoredModule,
                    isEnumCase: { [index] name, type in index.resolution.isEnumCase(name, of: type, scope: owner) }
                ).with(\.leadingTrivia, lineBreak + decl.leadingTrivia.indentationOfLastLine)))
            }
        }
        return changed ? MemberBlockItemListSyntax(items) : visited
    }

    /// The computed property at the declaration's place (its comments,
    /// attributes and modifiers), and its storage on the line after.
    static func accessors(of decl: VariableDeclSyntax, name: String, type typeText: String, binding: PatternBindingSyntax,
                          observers: SetterObservers, subject: String?, ignoredAttribute: String, lineBreak: Trivia) -> (VariableDeclSyntax, DeclSyntax) {
        let indentation = decl.leadingTrivia.indentationOfLastLine
        let step = "    "
        let keyPath = "\\.\(name)"
        let storageName = "_\(name)"
        let declaration = (decl.attributes.map(\.trimmedDescription) + decl.modifiers.map(\.trimmedDescription) + ["var"]).joined(separator: " ")
        let lines = [
            "\(declaration) \(name): \(typeText) {",
            "\(step)@storageRestrictions(initializes: \(storageName))",
            "\(step)init(initialValue) {",
            "\(step)\(step)\(storageName) = initialValue",
            "\(step)}",
            "\(step)get {",
            "\(step)\(step)access(keyPath: \(keyPath))",
            "\(step)\(step)return \(storageName)",
            "\(step)}",
            "\(step)set {",
        ] + observers.setter(around: [
            "\(step)\(step)withMutation(keyPath: \(keyPath)) {",
        ] + (subject.map { ["\(step)\(step)\(step)\($0).send(newValue)"] } ?? []) + [
            "\(step)\(step)\(step)\(storageName) = newValue",
            "\(step)\(step)}",
        ], current: storageName, indentation: step + step) + [
            "\(step)}",
            "}",
        ]
        let initializer = binding.initializer.map { " = " + $0.value.trimmedDescription } ?? ""
        let storageSource = "@\(ignoredAttribute) private var \(storageName): \(typeText)\(initializer)"
        let source = lines.joined(separator: lineBreak.description + indentation.description) + lineBreak.description + indentation.description + storageSource
        let parsed = Array(MemberBlockItemListSyntax(stringLiteral: source))
        guard parsed.count == 2, let computed = parsed[0].decl.as(VariableDeclSyntax.self) else {
            return (decl, DeclSyntax(stringLiteral: ""))
        }
        return (computed.with(\.leadingTrivia, decl.leadingTrivia).with(\.trailingTrivia, []),
                parsed[1].decl.with(\.leadingTrivia, lineBreak + indentation).with(\.trailingTrivia, decl.trailingTrivia))
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        var findings: [Finding] = []
        for fact in file.classes {
            let key = Resolution.key(fact.qualifiedName)
            let isMigrated = context.index.isMigrated(fact.qualifiedName)
            let exclusion = context.index.policy.exclusions[key]
            for property in fact.properties {
                switch decide(property, of: fact, resolution: context.resolution) {
                case .accessors(let type)? where isMigrated:
                    findings.append(context.finding(.customEqualityAccessors, property.position,
                        "'\(property.name)' in '\(key)' holds '\(type)', which declares its own ==: it got accessors that tell views of every value set, as @Published did (the macro's own would skip a value == calls equal to the old)",
                        applied: true))
                case .kept(let type, let reason)? where exclusion == .customEquality(property: property.name, type: type):
                    findings.append(context.finding(.customEqualityKept, property.position,
                        "'\(key)' stays ObservableObject: its @Published '\(property.name)' holds '\(type)', which declares its own ==, and has no accessor form: \(reason); @Observable would tell views of a new value only when it is != the old one, where @Published told them of every value set",
                        applied: false))
                default:
                    break
                }
            }
        }
        return findings
    }
}
