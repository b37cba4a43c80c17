import SwiftSyntax
import SyntaxSupport

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

    /// A wrapper of another library named `…Object` (`@InjectedObject`,
    /// `@ObservedRealmObject`): such wrappers take `ObservableObject`s.
    static func objectWrapper(of decl: VariableDeclSyntax) -> String? {
        // The attributes the last token rules out are not named (most of them).
        for element in decl.attributes {
            guard case .attribute(let attribute) = element, ObservableWrapperProperty.mayNameObjectWrapper(attribute) else { continue }
            let name = ModelPropertyKind.attributeName(attribute)
            let last = TypeNames.lastPart(of: name)
            if last.hasSuffix("Object") && TypeNames.startsUppercase(last) && ObservableWrapperKind(rawValue: last) == nil
                && !["ObservationIgnored"].contains(last) {
                return name
            }
        }
        return nil
    }

    /// A class held by such a wrapper stays; so do the classes a wrapper or an
    /// `.environmentObject(_:)` whose type cannot be told may hold, together.
    static let pass = MigrationPolicy.FilePass { file, resolution, _ in
        var kept: [(key: String, reason: MigrationPolicy.Exclusion)] = file.objectWrapperProperties.compactMap { fact in
            fact.type.flatMap { resolution.resolveClass($0, scope: fact.scope) }.flatMap { resolution.isObservable($0) ? ($0, .objectWrapper(fact.wrapper)) : nil }
        }
        for use in unresolvedUses(in: file, resolution: resolution) {
            kept += use.candidates.map { ($0, .unresolvedUse) }
        }
        return kept
    }

    /// A wrapper or `.environmentObject(_:)` whose class cannot be told, and
    /// the observable classes it may be (`Resolution.possibleClasses`).
    struct UnresolvedUse {
        var position: SourcePosition
        var what: String
        var candidates: [String]
        /// The value is a name a case or a condition declares beside another
        /// declaration of that name (`case .a(let model)` in a view with a `model`).
        var isShadowedPatternName = false
        /// The class of the project the value names, which the file's module
        /// does not see (`Feed.shared` in a target that does not compile `Feed`'s file).
        var unseenClass: String?
    }

    /// The one decision the policy and the report share.
    static func unresolvedUses(in file: FileFacts, resolution: Resolution) -> [UnresolvedUse] {
        var uses: [UnresolvedUse] = []
        for wrapper in file.wrapperProperties where !wrapper.typeIsGenericParameter
            && resolution.resolveWrappedClass(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: wrapper.path) == nil {
            // A value nothing can be read from (`makeModel()`) may be any class of the project.
            let candidates = wrapper.type == nil && wrapper.value == .unknown
                ? resolution.visibleObservableClasses(from: wrapper.scope)
                : resolution.possibleClasses(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: wrapper.path, in: .known(nil))
            guard !candidates.isEmpty else { continue }
            var use = UnresolvedUse(position: wrapper.position, what: "@\(wrapper.wrapper.rawValue) '\(wrapper.name)'", candidates: candidates)
            if case .staticMember(let type, _)? = wrapper.value, let name = type.last, resolution.resolveType(type, scope: wrapper.scope) == nil {
                use.unseenClass = candidates.first { Resolution.key($0, isNamed: name) }
            }
            uses.append(use)
        }
        for modifier in file.environmentObjectModifiers
        where resolution.resolveValue(modifier.argument, scope: modifier.scope, path: file.path, in: .known(modifier.function)) == nil {
            let candidates = resolution.possibleClasses(type: nil, value: modifier.argument, scope: modifier.scope, path: file.path, in: .known(modifier.function))
            guard !candidates.isEmpty else { continue }
            var use = UnresolvedUse(position: modifier.position, what: ".environmentObject(_:)", candidates: candidates)
            if case .name(let name) = modifier.argument {
                use.isShadowedPatternName = file.valueBindings.contains { $0.name == name && $0.isConditional && $0.isSeen(from: modifier.function) }
            }
            uses.append(use)
        }
        return uses
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        let resolution = context.resolution
        var findings: [Finding] = []
        for fact in file.objectWrapperProperties {
            guard let owner = fact.type.flatMap({ resolution.resolveClass($0, scope: fact.scope) }),
                  context.index.policy.exclusions[owner] == .objectWrapper(fact.wrapper) else { continue }
            findings.append(context.finding(.unknownObservable, fact.position,
                "'\(owner)' stays ObservableObject: @\(fact.wrapper) holds it here, a wrapper of another library that takes ObservableObjects",
                applied: false, fix: "Use the library's wrapper for @Observable types (Factory: @InjectedObservable), then rerun."))
        }
        let held = unresolvedUses(in: file, resolution: resolution)
        for use in held {
            let kept = use.candidates.filter { context.index.policy.exclusions[$0] == .unresolvedUse }
            guard !kept.isEmpty else { continue }
            if let unseen = use.unseenClass, kept == [unseen] {
                findings.append(context.finding(.unknownObservable, use.position,
                    "\(use.what) holds '\(unseen)', which a module that compiles this file does not see (its target does not compile the class's file); '\(unseen)' stays ObservableObject so that this use still builds there",
                    applied: false, fix: "Compile the class's file in every target that compiles this one, or take this file out of the target that lacks it, then rerun."))
                continue
            }
            findings.append(context.finding(.unknownObservable, use.position,
                "the class of \(use.what) could not be told; it may be \(kept.map { "'\($0)'" }.joined(separator: " or ")), which stay\(kept.count == 1 ? "s" : "") ObservableObject so that this use still builds",
                applied: false, fix: use.isShadowedPatternName
                    ? "Give the name the case or the condition binds a name nothing else in that body has (`case .detail(let detailModel)`), then rerun."
                    : "Give the value a declared type (`var model: Model = …`), then rerun."))
        }
        let heldPositions = Set(held.map(\.position))
        for wrapper in file.wrapperProperties where context.index.viewPropertyForm(of: wrapper) == nil && !heldPositions.contains(wrapper.position) {
            let resolved = resolution.resolveWrappedClass(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: wrapper.path)
            // A known observable class stays for a reason reported on the class; a
            // generic parameter's constraint is reported as protocol-constraint;
            // Core Data objects are observable through their SDK superclass, for good.
            guard !(resolved.map(resolution.isObservable) ?? false), !wrapper.typeIsGenericParameter,
                  !(resolved.map(resolution.isManagedObject) ?? false) else { continue }
            let what = wrapper.type.map { "has type '\($0.joined(separator: "."))', which is not a class this run migrates" }
                ?? "has a type that could not be determined"
            // A class of that name this run migrates in a module the file does not see
            // (a file no target describes, read as a module of its own; a missing import).
            let elsewhere = wrapper.type.map { type in
                resolution.classes.keys.filter { key in
                    context.index.isObservation(key) && (key == type.joined(separator: ".") || key.hasSuffix("." + type.joined(separator: ".")))
                }.sorted()
            } ?? []
            if let type = wrapper.type, !elsewhere.isEmpty {
                findings.append(context.finding(.unknownObservable, wrapper.position,
                    "@\(wrapper.wrapper.rawValue) '\(wrapper.name)' has type '\(type.joined(separator: "."))', which names no class its module sees; \(elsewhere.map { "'\($0)'" }.joined(separator: " and ")), @Observable after this run, is in a module this file does not import; left as is",
                    applied: false, fix: "If a target builds this file with that module, import it (or describe the file's target) and rerun; a file no target builds needs nothing."))
                continue
            }
            findings.append(context.finding(.unknownObservable, wrapper.position, "@\(wrapper.wrapper.rawValue) '\(wrapper.name)' \(what); left as is", applied: false))
        }
        for modifier in file.environmentObjectModifiers where !heldPositions.contains(modifier.position) {
            switch ReplaceEnvironmentObjectModifier.decide(modifier.argument, scope: modifier.scope, function: modifier.function, path: file.path, index: context.index) {
            case .left(unknown: true) where ReplaceEnvironmentObjectModifier.tellsNothing(modifier, path: file.path, resolution: resolution)
                && !ReplaceEnvironmentObjectModifier.environmentReaders(from: modifier.scope, resolution: resolution).isEmpty:
                let kept = ReplaceEnvironmentObjectModifier.environmentReaders(from: modifier.scope, resolution: resolution).map { "'\($0)'" }
                findings.append(context.finding(.unknownObservable, modifier.position,
                    "the class of .environmentObject(_:) could not be told; it may be any class views read from the environment (\(kept.joined(separator: ", "))), which stay ObservableObject so that this call still builds",
                    applied: false, fix: "Give the value a declared type (`let model: Model = …`), then rerun."))
            case .left(unknown: true):
                findings.append(context.finding(.unknownObservable, modifier.position,
                    ".environmentObject(_:) passes a value whose class could not be told, and not every class views read from the environment migrates; left as is",
                    applied: false, fix: "If the value is a migrated class, write `.environment(value)`."))
            case .assumedMigrated:
                findings.append(context.finding(.unknownObservable, modifier.position,
                    ".environmentObject(_:) passes a value whose class could not be told; every class views read from the environment migrates, so it became .environment(_:)",
                    applied: true, fix: "Check that the value is one of the migrated classes."))
            case .migrates, .left(unknown: false):
                break
            }
        }
        return findings
    }
}
