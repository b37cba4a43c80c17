import SwiftSyntax
import SyntaxSupport

/// The plain stored properties a class's designated initialisers read before
/// the object is whole. Such a read builds today (the property is stored and
/// already set), but under `@Observable` the property is computed: its getter
/// needs all of `self`, and the compiler rejects it ("'self' used in property
/// access before all stored properties are initialized").
struct EarlyReads {
    /// Read before the last statement that sets a stored property without a
    /// value, or calls `super.init`.
    private(set) var beforeInitialized: Set<String> = []
    /// Read in an initialiser that calls no `super.init`: for a subclass, the
    /// implicit `super.init()` comes after all of it.
    private(set) var withoutSuperInit: Set<String> = []
    /// Of the `observed` properties (those with `willSet` or `didSet`), the
    /// ones an initialiser sets once the object is whole (a designated one
    /// after its last stored property or `super.init`, a convenience one
    /// anywhere). Swift runs
    /// no observer of a class's own property for that assignment; under
    /// `@Observable` it calls the computed property's setter, which runs them.
    private(set) var setOnceWhole: Set<String> = []

    init(_ node: ClassDeclSyntax, reading names: Set<String>, observed: Set<String> = [], text: String) {
        let members = TypeMembers.declarations(of: node.memberBlock)
        let unset = Self.storedWithoutValue(members)
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        // A convenience initializer sets properties of a whole object (after `self.init`).
        for initializer in initializers where initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) {
            guard !observed.isEmpty, let body = initializer.body else { continue }
            let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            setOnceWhole.formUnion(Self.assignments(of: observed, in: body, text: text, hiddenBy: parameters))
        }
        for initializer in initializers
        where !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) {
            guard let statements = initializer.body?.statements, !statements.isEmpty else { continue }
            let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            var last = -1
            var callsSuperInit = false
            statements: for (index, item) in statements.enumerated() {
                var previous: [TokenKind] = []
                for token in item.tokens(viewMode: .sourceAccurate) {
                    // `name = …`, `self.name = …`, `_name = …`, wherever in the statement.
                    if case .identifier(let name) = token.tokenKind, unset.contains(name),
                       token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .equal {
                        last = index
                    }
                    // Every stored property is set before `super.init`, and the object is whole after it.
                    if token.tokenKind == .keyword(.`init`), previous.suffix(2) == [.keyword(.super), .period] {
                        last = index
                        callsSuperInit = true
                        break statements
                    }
                    previous = Array(previous.suffix(1)) + [token.tokenKind]
                }
            }
            // A bare name after a top-level `let name` of the initialiser is that local.
            var locals = parameters
            for (index, item) in statements.enumerated() {
                let read = Self.reads(of: names, in: item, text: text, hiddenBy: locals)
                if index <= last { beforeInitialized.formUnion(read) }
                if !callsSuperInit { withoutSuperInit.formUnion(read) }
                if index > last, !observed.isEmpty { setOnceWhole.formUnion(Self.assignments(of: observed, in: item, text: text, hiddenBy: locals)) }
                if let variable = item.item.as(VariableDeclSyntax.self) {
                    locals.formUnion(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
                }
            }
        }
    }

    /// The names, and their storage's (`_name`), of the instance stored
    /// properties that start without a value (an optional `var` starts as nil).
    private static func storedWithoutValue(_ members: [DeclSyntax]) -> Set<String> {
        var names: Set<String> = []
        for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) })
        where !variable.modifiers.contains(where: { [.static, .class, .lazy].contains($0.name.tokenKind.keyword) }) {
            // An optional `var` starts as nil, plain or `@Published`; another wrapper's is judged by the wrapper.
            let startsAsNil = variable.bindingSpecifier.tokenKind == .keyword(.var)
                && ModelPropertyKind.attributeNames(variable.attributes).allSatisfy { TypeNames.lastPart(of: $0) == "Published" }
            for binding in variable.bindings where binding.initializer == nil && ModelPropertyKind.isStored(binding) {
                if startsAsNil, let type = binding.typeAnnotation?.type, TypeNames.unwrappingOptional(type).isOptional { continue }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                names.formUnion([name, "_" + name])
            }
        }
        return names
    }

    /// Which of `names` a statement sets as the object's own properties
    /// (`name = …`, `self.name += …`, `(name, other) = …`, `&name`,
    /// `name.append(…)`: `SetterObservers.isRead`), unless a parameter or an
    /// earlier local has that name.
    private static func assignments(of names: Set<String>, in item: some SyntaxProtocol, text: String, hiddenBy locals: Set<String>) -> Set<String> {
        var set: Set<String> = []
        RawTreeWalk.forEachReference(named: names, in: item, text: text) { reference in
            guard let use = SetterObservers.ownUse(reference, hiddenBy: locals) else { return }
            if !SetterObservers.isRead(use) { set.insert(reference.baseName.text) }
        }
        return set
    }

    /// Which of `names` a statement reads as the object's own properties
    /// (`name`, unless a parameter or an earlier local has that name, or
    /// `self.name`); the target of `=` is set, not read.
    private static func reads(of names: Set<String>, in item: CodeBlockItemSyntax, text: String, hiddenBy locals: Set<String>) -> Set<String> {
        var read: Set<String> = []
        RawTreeWalk.forEachReference(named: names, in: item, text: text) { reference in
            guard let expression = SetterObservers.ownUse(reference, hiddenBy: locals) else { return }
            if let sequence = expression.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.first?.id == expression.id,
               sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true { return }
            read.insert(reference.baseName.text)
        }
        return read
    }
}
