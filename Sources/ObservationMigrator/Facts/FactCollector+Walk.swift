import SwiftSyntax
import SyntaxSupport

// MARK: The walk

extension FactCollector: RawTreeVisitor {
    /// Builds the typed node of the kinds the collector records, and of the
    /// references, member accesses, calls, assignments and member types only
    /// when their raw bytes say they may hold a fact.
    func enter(_ walk: RawTreeWalk) -> SyntaxVisitorContinueKind {
        // What every reading records: the types (whose scope the walk
        // enters), wrappers, and the uses of the old model.
        switch walk.kind {
        case .classDecl: return visit(walk.node().cast(ClassDeclSyntax.self))
        case .structDecl: return visit(walk.node().cast(StructDeclSyntax.self))
        case .enumDecl: return visit(walk.node().cast(EnumDeclSyntax.self))
        case .actorDecl: return visit(walk.node().cast(ActorDeclSyntax.self))
        case .protocolDecl: return visit(walk.node().cast(ProtocolDeclSyntax.self))
        case .extensionDecl: return visit(walk.node().cast(ExtensionDeclSyntax.self))
        case .variableDecl: return visit(walk.node().cast(VariableDeclSyntax.self))
        case .memberType:
            guard !prefilters || Self.mayBePublishedPublisherType(walk) else { return .visitChildren }
            return visit(walk.node().cast(MemberTypeSyntax.self))
        case .identifierType:
            guard !prefilters || Self.mayRecordWrapperType(walk) else { return .visitChildren }
            return visit(walk.node().cast(IdentifierTypeSyntax.self))
        case .memberAccessExpr:
            guard !prefilters || Self.mayRecordMember(walk) else { return .visitChildren }
            return visit(walk.node().cast(MemberAccessExprSyntax.self))
        case .declReferenceExpr:
            guard !prefilters || Self.mayRecordReference(walk) else { return .skipChildren }
            return visit(walk.node().cast(DeclReferenceExprSyntax.self))
        case .functionCallExpr:
            guard !prefilters || Self.mayRecordCall(walk, reading: reading) else { return .visitChildren }
            return visit(walk.node().cast(FunctionCallExprSyntax.self))
        default:
            break
        }
        guard reading == .everything else {
            // The same nodes are visited as in a full reading.
            return [.importDecl, .someOrAnyType].contains(walk.kind) ? .skipChildren : .visitChildren
        }
        switch walk.kind {
        case .importDecl: return visit(walk.node().cast(ImportDeclSyntax.self))
        case .typeAliasDecl: return visit(walk.node().cast(TypeAliasDeclSyntax.self))
        case .genericParameter: return visit(walk.node().cast(GenericParameterSyntax.self))
        case .conformanceRequirement: return visit(walk.node().cast(ConformanceRequirementSyntax.self))
        case .someOrAnyType: return visit(walk.node().cast(SomeOrAnyTypeSyntax.self))
        case .functionParameter: return visit(walk.node().cast(FunctionParameterSyntax.self))
        case .functionDecl: return visit(walk.node().cast(FunctionDeclSyntax.self))
        case .forStmt: return visit(walk.node().cast(ForStmtSyntax.self))
        case .optionalBindingCondition: return visit(walk.node().cast(OptionalBindingConditionSyntax.self))
        case .switchCaseItem: return visit(walk.node().cast(SwitchCaseItemSyntax.self))
        case .matchingPatternCondition: return visit(walk.node().cast(MatchingPatternConditionSyntax.self))
        case .sequenceExpr:
            guard !prefilters || Self.mayBeWrapperInitAssignment(walk) else { return .visitChildren }
            return visit(walk.node().cast(SequenceExprSyntax.self))
        default:
            return .visitChildren
        }
    }

    /// Whether a sequence may be a `WrapperInitAssignment`, told from its raw
    /// bytes (three elements, an assignment, a target named `_name`): the walk
    /// asks it of every binary expression of a file, and most are none.
    static func mayBeWrapperInitAssignment(_ node: RawTreeWalk) -> Bool {
        node.assignmentTargetName?.first == UInt8(ascii: "_")
    }

    /// Whether a member type may be `Published<T>.Publisher`, told from its
    /// raw name: the walk asks it of every member type of a file.
    static func mayBePublishedPublisherType(_ node: RawTreeWalk) -> Bool {
        node.memberTypeName == "Publisher"
    }

    /// Leaves the scope a type or an extension opened.
    func leave(_ kind: SyntaxKind) {
        switch kind {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: walkScope.leave()
        default: break
        }
    }
}
