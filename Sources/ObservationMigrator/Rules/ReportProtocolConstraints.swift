import SwiftSyntax
import SyntaxSupport

/// Code that requires `ObservableObject` by type: a generic parameter
/// constrained to it (classes passed to it stay), `any`/`some ObservableObject`.
/// (A protocol refining it: `MigrateObservableProtocols`.)
///
/// ## Before
/// ```swift
/// struct Panel<M: ObservableObject>: View {…}
/// ```
/// ## After
/// The same code, left as it is and reported:
/// ```swift
/// struct Panel<M: ObservableObject>: View {…}  // unchanged; Panel(model: sidebar) keeps sidebar's class
/// ```
/// Limits: the constraints themselves are not rewritten to `Observable`.
enum ReportProtocolConstraints: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .protocolConstraint, severity: .warning,
        summary: "A generic parameter is constrained to `ObservableObject` (classes passed to it stay), `any`/`some ObservableObject` is used, or a protocol refining `ObservableObject` keeps doing so (the finding says why: code over it uses `objectWillChange` or `$name` publishers, or reads its values with an `@EnvironmentObject` of a generic type, so its conformers stay; or it needs `ObservableObject` for a `@StateObject` of a generic type, so its conformers migrate and keep `ObservableObject` through it).",
        suggestedFix: "Constrain to `Observable & AnyObject` once every conformer is migrated; for a protocol, remove the use the finding names, then rerun."
    )]

    /// A class passed where a generic parameter requires `ObservableObject`.
    static let filePass = MigrationPolicy.FilePass { file, resolution, _ in
        file.constructorCalls.flatMap { resolution.genericArgumentClasses(of: $0, path: file.path) }.map { ($0, .genericArgument) }
            + file.functionCalls.flatMap { resolution.functionArgumentClasses(of: $0, path: file.path) }.map { ($0, .genericArgument) }
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        var findings = file.protocolConstraints.map { context.finding(.protocolConstraint, $0.position, $0.message, applied: false) }
        let passed = file.constructorCalls.map { ($0, context.resolution.genericArgumentClasses(of: $0, path: file.path)) }
            + file.functionCalls.map { ($0, context.resolution.functionArgumentClasses(of: $0, path: file.path)) }
        for (call, targets) in passed {
            for target in targets {
                findings.append(context.finding(.protocolConstraint, call.position,
                    "'\(target)' stays ObservableObject: it is passed to '\(call.callee)', whose generic parameter requires ObservableObject",
                    applied: false))
            }
        }
        return findings
    }

    // MARK: Phase 1: what it matches

    /// `<Model: ObservableObject>`.
    static func constraint(on node: GenericParameterSyntax) -> SyntaxMatch? {
        guard let inherited = node.inheritedType, mentionsObservableObject(inherited) else { return nil }
        return SyntaxMatch(node: Syntax(inherited),
            message: "generic parameter '\(node.name.text)' is constrained to ObservableObject; migrated classes no longer satisfy it")
    }

    /// `where Model: ObservableObject`.
    static func constraint(in node: ConformanceRequirementSyntax) -> SyntaxMatch? {
        guard mentionsObservableObject(node.rightType) else { return nil }
        return SyntaxMatch(node: Syntax(node.rightType),
            message: "'\(node.leftType.trimmedDescription)' is constrained to ObservableObject; migrated classes no longer satisfy it")
    }

    /// `any ObservableObject`, `some ObservableObject`.
    static func constraint(in node: SomeOrAnyTypeSyntax) -> SyntaxMatch? {
        guard mentionsObservableObject(node.constraint) else { return nil }
        return SyntaxMatch(node: Syntax(node),
            message: "'\(node.trimmedDescription)' accepts only ObservableObject classes; migrated classes no longer conform")
    }

    /// `struct Panel<Model: ObservableObject>` with `@ObservedObject var model: Model`:
    /// the init labels that take the constrained parameter's type.
    static func observableGenerics(
        name: [String], generics: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?, members: MemberBlockSyntax
    ) -> ObservableGenericTypeFact? {
        // Most types have no generics: nothing to read (and no empty list to build).
        guard generics != nil || whereClause != nil else { return nil }
        var parameters = Set(generics?.parameters.filter { $0.inheritedType.map(mentionsObservableObject) ?? false }.map(\.name.text) ?? [])
        // `struct ListScreen<VM>: View where VM: ObservableObject`.
        for requirement in whereClause.map({ Array($0.requirements) }) ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement, mentionsObservableObject(conformance.rightType),
                  let left = conformance.leftType.as(IdentifierTypeSyntax.self) else { continue }
            parameters.insert(left.name.text)
        }
        guard !parameters.isEmpty else { return nil }
        var labels: Set<String> = []
        for member in TypeMembers.declarations(of: members) {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let label = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation.flatMap({ TypeNames.components(of: TypeNames.unwrappingOptional($0.type).type) }),
                      type.count == 1, parameters.contains(type[0]) else { continue }
                labels.insert(label)
            }
        }
        return ObservableGenericTypeFact(name: name, labels: labels)
    }

    private static func mentionsObservableObject(_ type: TypeSyntax) -> Bool {
        if TypeNames.isObservableObject(type) { return true }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.contains { TypeNames.isObservableObject($0.type) }
        }
        return false
    }
}
