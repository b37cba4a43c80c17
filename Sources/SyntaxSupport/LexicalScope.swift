import SwiftSyntax

/// Where a node sits among type declarations: the names of the enclosing
/// types and extensions, outermost first. Used to resolve a type name the way
/// Swift does (innermost scope first) and to key facts by the type they belong to.
package enum LexicalScope {
    /// Names of the type declarations and extensions enclosing `node`, outermost first.
    /// A node that is itself a type declaration is not included.
    package static func path(of node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let name = declaredName(of: ancestor) {
                names.insert(contentsOf: name, at: 0)
            }
            current = ancestor.parent
        }
        return names
    }

    /// The qualified name a type declaration introduces, or an extension extends.
    package static func declaredName(of node: Syntax) -> [String]? {
        // Most ancestors are not declarations: one look at the kind rules them out.
        switch node.kind {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: break
        default: return nil
        }
        if let decl = node.as(ClassDeclSyntax.self) { return [decl.name.text] }
        if let decl = node.as(StructDeclSyntax.self) { return [decl.name.text] }
        if let decl = node.as(EnumDeclSyntax.self) { return [decl.name.text] }
        if let decl = node.as(ActorDeclSyntax.self) { return [decl.name.text] }
        if let decl = node.as(ProtocolDeclSyntax.self) { return [decl.name.text] }
        if let decl = node.as(ExtensionDeclSyntax.self) { return TypeNames.components(of: decl.extendedType) }
        return nil
    }

    /// The generic parameters a declaration introduces. Told by the node's
    /// kind: a cast to `WithGenericParametersSyntax` costs a runtime
    /// conformance lookup for every kind of node it is asked of.
    package static func genericParameters(of node: Syntax) -> GenericParameterClauseSyntax? {
        switch node.as(SyntaxEnum.self) {
        case .classDecl(let decl): decl.genericParameterClause
        case .structDecl(let decl): decl.genericParameterClause
        case .enumDecl(let decl): decl.genericParameterClause
        case .actorDecl(let decl): decl.genericParameterClause
        case .functionDecl(let decl): decl.genericParameterClause
        case .initializerDecl(let decl): decl.genericParameterClause
        case .subscriptDecl(let decl): decl.genericParameterClause
        case .typeAliasDecl(let decl): decl.genericParameterClause
        case .macroDecl(let decl): decl.genericParameterClause
        default: nil
        }
    }

    /// The modifiers of a type declaration (not of an extension), told by its
    /// kind for the reason `genericParameters(of:)` gives.
    package static func typeModifiers(of node: Syntax) -> DeclModifierListSyntax? {
        switch node.as(SyntaxEnum.self) {
        case .classDecl(let decl): decl.modifiers
        case .structDecl(let decl): decl.modifiers
        case .enumDecl(let decl): decl.modifiers
        case .actorDecl(let decl): decl.modifiers
        case .protocolDecl(let decl): decl.modifiers
        default: nil
        }
    }

    /// The nearest enclosing type declaration or extension of `node` of which
    /// `node` is a member (directly or inside `#if`), or nil when a body lies
    /// between them: what a function, accessor or closure declares is local.
    package static func enclosingTypeDecl(of node: some SyntaxProtocol) -> Syntax? {
        guard let found = nearestTypeOrBody(of: node), !isBodyBoundary(found) else { return nil }
        return found
    }

    /// Whether a declaration is local to a body (a class inside a function):
    /// invisible to other code, and never a member of a type.
    package static func isLocal(_ node: some SyntaxProtocol) -> Bool {
        nearestTypeOrBody(of: node).map(isBodyBoundary) ?? false
    }

    /// The nearest ancestor that is a type declaration, an extension or a body boundary.
    private static func nearestTypeOrBody(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            // One look at the kind (a call into the syntax library) for most ancestors.
            let kind = ancestor.kind
            if isBodyBoundary(kind) { return ancestor }
            switch kind {
            case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl:
                return ancestor
            case .extensionDecl where declaredName(of: ancestor) != nil:
                return ancestor
            default:
                current = ancestor.parent
            }
        }
        return nil
    }

    /// The declarations whose bodies hold `node`, inside its type (functions
    /// as `name(label:)`, `init(label:)`, `subscript(label:)`, `deinit`, a
    /// computed property or a property's accessors by the property's name),
    /// outermost first, joined by `/`; nil for a member of a type or a
    /// global. What one of them declares is seen by no other: a local's key.
    /// Inside a block that sees names a condition or a pattern binds (`if let
    /// model = …`, `case .a(let model)`, `for model in …`), the key goes on
    /// with `?model` for each (`bindingRegion(of:boundBy:)`), and an `else`
    /// block's with `else`. Read from the structure alone, so a rewritten
    /// tree gives the same key.
    package static func enclosingFunction(of node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var child = Syntax(node)
        var current = node.parent
        while let ancestor = current {
            defer { child = ancestor }
            switch ancestor.kind {
            case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                current = nil
                continue
            case .functionDecl:
                let function = ancestor.cast(FunctionDeclSyntax.self)
                names.append(function.name.text + labels(function.signature.parameterClause.parameters))
            case .initializerDecl:
                names.append("init" + labels(ancestor.cast(InitializerDeclSyntax.self).signature.parameterClause.parameters))
            case .subscriptDecl:
                names.append("subscript" + labels(ancestor.cast(SubscriptDeclSyntax.self).parameterClause.parameters))
            case .deinitializerDecl:
                names.append("deinit")
            case .patternBinding:
                // A computed property, an accessor or a closure that initializes a stored one.
                if let name = ancestor.cast(PatternBindingSyntax.self).pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    names.append(name)
                }
            case .ifExpr, .whileStmt, .forStmt, .switchCase, .conditionElementList:
                names.append(contentsOf: blockComponents(seenFrom: child, in: ancestor).reversed())
            default:
                break
            }
            current = ancestor.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: "/")
    }

    private static func labels(_ parameters: FunctionParameterListSyntax) -> String {
        "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The function, initializer, accessor, subscript or closure whose body holds `node`.
    package static func enclosingCallable(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .functionDecl, .initializerDecl, .deinitializerDecl, .accessorDecl, .subscriptDecl, .closureExpr:
                return ancestor
            default:
                current = ancestor.parent
            }
        }
        return nil
    }

    /// Whether an expression is written to: the target of `=` (`name = …`,
    /// `self.name = …`) or passed `inout` (`&name`).
    package static func isWritten(_ expression: Syntax) -> Bool {
        guard let parent = expression.parent else { return false }
        if parent.is(InOutExprSyntax.self) { return true }
        guard let list = parent.as(ExprListSyntax.self), list.first?.id == expression.id else { return false }
        return list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    }

    /// Where member context ends: the body of a function, initialiser,
    /// accessor or closure, or any statement block.
    private static func isBodyBoundary(_ node: Syntax) -> Bool { isBodyBoundary(node.kind) }

    private static func isBodyBoundary(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .functionDecl, .initializerDecl, .deinitializerDecl, .closureExpr, .accessorBlock, .codeBlock:
            return true
        default:
            return false
        }
    }

    /// The qualified name of the type whose member `node` is (for a stored
    /// property: its class or struct), including the enclosing scopes.
    package static func owningType(of node: some SyntaxProtocol) -> [String]? {
        guard let decl = enclosingTypeDecl(of: node), let own = declaredName(of: decl) else { return nil }
        if decl.is(ExtensionDeclSyntax.self) { return own }
        return path(of: decl) + own
    }

    /// The qualified name of the innermost type (declaration or extension) that
    /// contains `node` at any depth, e.g. the view whose `body` holds an expression.
    package static func containingType(of node: some SyntaxProtocol) -> [String]? {
        var current = node.parent
        while let ancestor = current {
            if let own = declaredName(of: ancestor) {
                return ancestor.is(ExtensionDeclSyntax.self) ? own : path(of: ancestor) + own
            }
            current = ancestor.parent
        }
        return nil
    }
}

/// The member declarations of a type body, including those inside `#if`
/// clauses (all clauses: the migration sees every configuration), in order.
package enum TypeMembers {
    package static func declarations(of block: MemberBlockSyntax) -> [DeclSyntax] {
        var declarations: [DeclSyntax] = []
        collect(block.members, into: &declarations)
        return declarations
    }

    /// Appends to one array: the fact walk asks this of every type.
    private static func collect(_ list: MemberBlockItemListSyntax, into declarations: inout [DeclSyntax]) {
        for item in list {
            let decl = item.decl
            guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else {
                declarations.append(decl)
                continue
            }
            for clause in ifConfig.clauses {
                if case .decls(let members) = clause.elements { collect(members, into: &declarations) }
            }
        }
    }
}

/// Lexical paths as the project index keys them: the file's module first,
/// then the enclosing types. With no module map (a project no manifest
/// describes) the module part is empty and keys are the bare type paths.
///
/// Every fact and every question a rewriter asks the index goes through one
/// of these, so that two classes named alike in two modules stay two classes.
package struct QualifiedScope: Sendable, Hashable {
    /// The module's name as one path component, or nothing.
    package let module: [String]

    package init(module: String?) {
        self.module = module.map { [$0] } ?? []
    }

    package func path(of node: some SyntaxProtocol) -> [String] { module + LexicalScope.path(of: node) }

    package func owningType(of node: some SyntaxProtocol) -> [String]? { LexicalScope.owningType(of: node).map { module + $0 } }

    package func containingType(of node: some SyntaxProtocol) -> [String]? { LexicalScope.containingType(of: node).map { module + $0 } }
}

/// The scope a visitor's current node is in, kept as the walk enters and
/// leaves type declarations and extensions: what `QualifiedScope.path(of:)`
/// and `containingType(of:)` tell of that node, without climbing to the root.
/// A declaration's members are in its scope; the declaration itself is not,
/// so a visitor enters once it has read the declaration and leaves in `visitPost`.
package struct WalkScope {
    /// The module, then the names of the enclosing types and extensions.
    package private(set) var path: [String]
    private var depths: [Int] = []

    package init(_ names: QualifiedScope) {
        path = names.module
    }

    package mutating func enter(_ components: [String]) {
        path += components
        depths.append(components.count)
    }

    package mutating func leave() {
        path.removeLast(depths.removeLast())
    }

    /// The innermost type (declaration or extension) around the node.
    package var containingType: [String]? { depths.contains { $0 > 0 } ? path : nil }
}

extension LexicalScope {
    /// Whether `name` may be declared in code around `node`, up to the
    /// member (or top-level declaration) that holds it: a local, a local
    /// function, a parameter of an enclosing function, closure or accessor,
    /// or a name a condition, a loop or a pattern binds. Then a call of
    /// `name` there may call that, not a member or a global function. Read
    /// generously: a pattern naming `name` anywhere counts.
    package static func mayDeclareLocally(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let ancestor = child.parent {
            switch ancestor.kind {
            case .memberBlockItem, .memberBlock, .sourceFile:
                return false
            case .codeBlockItemList:
                // The declarations beside the statement the use is in (a top-level one is a global).
                if ancestor.parent?.is(SourceFileSyntax.self) == true { return false }
                for item in ancestor.cast(CodeBlockItemListSyntax.self) where item.id != child.id && declares(name, item.item) { return true }
            case .functionDecl:
                let function = ancestor.cast(FunctionDeclSyntax.self)
                if function.name.text == name || names(function.signature.parameterClause.parameters, name) { return true }
            case .initializerDecl:
                if names(ancestor.cast(InitializerDeclSyntax.self).signature.parameterClause.parameters, name) { return true }
            case .subscriptDecl:
                if names(ancestor.cast(SubscriptDeclSyntax.self).parameterClause.parameters, name) { return true }
            case .accessorDecl:
                // `newValue`, `oldValue` or the name an accessor's parameter gives.
                if ["newValue", "oldValue"].contains(name) || ancestor.cast(AccessorDeclSyntax.self).parameters?.name.text == name { return true }
            case .closureExpr:
                if let signature = ancestor.cast(ClosureExprSyntax.self).signature, mentions(name, signature) { return true }
            case .ifExpr, .whileStmt, .guardStmt, .forStmt, .switchCase, .catchClause, .repeatStmt:
                // What its conditions, its loop pattern or its case patterns bind.
                for part in ancestor.children(viewMode: .sourceAccurate) where part.id != child.id && !part.is(CodeBlockSyntax.self) {
                    if mentions(name, part) { return true }
                }
            default:
                break
            }
            child = ancestor
        }
        return false
    }

    /// Whether a statement declares `name` for the statements beside it: a
    /// variable, a local function or type, or a `guard` condition's binding.
    private static func declares(_ name: String, _ item: CodeBlockItemSyntax.Item) -> Bool {
        if let variable = item.as(VariableDeclSyntax.self) { return variable.bindings.contains { mentions(name, $0.pattern) } }
        if let function = item.as(FunctionDeclSyntax.self) { return function.name.text == name }
        if let guardStatement = item.as(GuardStmtSyntax.self) { return mentions(name, guardStatement.conditions) }
        if let declaration = item.as(DeclSyntax.self) { return declaredName(of: Syntax(declaration))?.last == name }
        return false
    }

    private static func names(_ parameters: FunctionParameterListSyntax, _ name: String) -> Bool {
        parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }

    /// Whether a token of `node` is the identifier `name`.
    private static func mentions(_ name: String, _ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }
}

/// Whether a declaration is visible to other modules.
package enum AccessLevel {
    /// `private` or `fileprivate` (not `private(set)`): seen in its file only.
    package static func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.private, .fileprivate].contains($0.name.tokenKind.keyword) && $0.detail == nil }
    }

    /// `public`/`open` (or declared in a `public extension` without an access
    /// modifier of its own), inside types that are all public themselves.
    package static func isPublic(_ node: some SyntaxProtocol, modifiers: DeclModifierListSyntax) -> Bool {
        let own = modifiers.lazy.compactMap { $0.name.tokenKind.keyword }.first { [.public, .open, .internal, .fileprivate, .private, .package].contains($0) }
        var isPublic = own == .public || own == .open
        var current = LexicalScope.enclosingTypeDecl(of: node)
        if own == nil, let ext = current?.as(ExtensionDeclSyntax.self) {
            isPublic = ext.modifiers.contains { $0.name.tokenKind == .keyword(.public) }
        }
        while isPublic, let decl = current {
            if let modifiers = LexicalScope.typeModifiers(of: decl) {
                isPublic = modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
            }
            current = LexicalScope.enclosingTypeDecl(of: decl)
        }
        return isPublic
    }
}
