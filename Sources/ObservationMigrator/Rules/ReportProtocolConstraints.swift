/// Code that requires `ObservableObject` by type: a protocol refining it
/// (its conforming classes stay), a generic parameter constrained to it
/// (classes passed to it stay), `any`/`some ObservableObject`.
///
/// ## Before
/// ```swift
/// protocol Store: ObservableObject {}
/// struct Panel<M: ObservableObject>: View {…}
/// ```
/// ## After
/// The same code, left as it is and reported:
/// ```swift
/// protocol Store: ObservableObject {}          // unchanged, reported
/// struct Panel<M: ObservableObject>: View {…}  // unchanged; Panel(model: sidebar) keeps sidebar's class
/// ```
/// Limits: the constraints themselves are not rewritten to `Observable`.
enum ReportProtocolConstraints: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .protocolConstraint, severity: .warning,
        summary: "A protocol refines `ObservableObject` (its conforming classes stay), a generic parameter is constrained to it (classes passed to it stay), or `any`/`some ObservableObject` is used.",
        suggestedFix: "Constrain to `Observable & AnyObject` once every conformer is migrated."
    )]

    /// A class held by a protocol that refines `ObservableObject`.
    static let classPass = MigrationPolicy.ClassPass { key, _, resolution, _ in
        resolution.observableProtocolConformances[key].map { .observableProtocol($0) }
    }

    /// A class passed where a generic parameter requires `ObservableObject`.
    static let filePass = MigrationPolicy.FilePass { file, resolution, _ in
        file.constructorCalls.flatMap { call in
            resolution.genericArgumentClasses(of: call, path: file.path).map { ($0, .genericArgument) }
        }
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        var findings = file.protocolConstraints.map { context.finding(.protocolConstraint, $0.position, $0.message, applied: false) }
        for call in file.constructorCalls {
            for target in context.resolution.genericArgumentClasses(of: call, path: file.path) {
                findings.append(context.finding(.protocolConstraint, call.position,
                    "'\(target)' stays ObservableObject: it is passed to '\(call.callee)', whose generic parameter requires ObservableObject",
                    applied: false))
            }
        }
        for fact in file.classes {
            let key = Resolution.key(fact.qualifiedName)
            guard case .observableProtocol(let refining) = context.index.policy.exclusions[key] else { continue }
            findings.append(context.finding(.protocolConstraint, fact.position,
                "'\(key)' stays ObservableObject because it conforms to '\(refining)', which refines ObservableObject", applied: false))
        }
        return findings
    }
}
