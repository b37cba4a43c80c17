/// An observable wrapper (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`) or an `.environmentObject(_:)` whose type is not a
/// class this run migrates is left as it is, and reported when that type is
/// not a known observable class: a third-party type, or one that cannot be told.
///
/// ## Before
/// ```swift
/// @StateObject var player = ThirdParty.Player()
/// ```
/// ## After
/// The same code, left as it is and reported:
/// ```swift
/// @StateObject var player = ThirdParty.Player()   // unchanged, reported
/// ```
enum ReportUnknownObservables: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .unknownObservable, severity: .warning,
        summary: "A wrapper or `.environmentObject` whose type is not a class this run migrates (third-party type, generic, undeterminable); left as is.",
        suggestedFix: "Migrate it yourself if it is yours."
    )]

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        let resolution = context.resolution
        var findings: [Finding] = []
        for wrapper in file.wrapperProperties where context.index.viewPropertyForm(of: wrapper) == nil {
            let resolved = resolution.resolveWrappedClass(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: wrapper.path)
            // A known observable class stays for a reason reported on the class; a
            // generic parameter's constraint is reported as protocol-constraint;
            // Core Data objects are observable through their SDK superclass, for good.
            guard !(resolved.map(resolution.isObservable) ?? false), !wrapper.typeIsGenericParameter,
                  !(resolved.map(resolution.isManagedObject) ?? false) else { continue }
            let what = wrapper.type.map { "has type '\($0.joined(separator: "."))', which is not a class this run migrates" }
                ?? "has a type that could not be determined"
            findings.append(context.finding(.unknownObservable, wrapper.position, "@\(wrapper.wrapper.rawValue) '\(wrapper.name)' \(what); left as is", applied: false))
        }
        for modifier in file.environmentObjectModifiers where resolution.resolveValue(modifier.argument, scope: modifier.scope, path: file.path) == nil {
            findings.append(context.finding(.unknownObservable, modifier.position,
                ".environmentObject(_:) passes a value whose type is not a class this run migrates; left as is", applied: false))
        }
        return findings
    }
}
