/// The migration reads its own output before anything is printed or written
/// and checks the promise the policy makes: no class that migrated is still
/// used where only an `ObservableObject` fits, and no SwiftUI view wrapper was
/// put in a class. A violation is a bug of a rule (its rewrite missed a use the
/// policy counted on); the migrator then keeps the class and migrates again,
/// and the report names the use (`output-check`).
///
/// It reads the facts of the output: every changed file's rewritten tree is
/// walked once more, whatever words it holds (a `$name` left in an extension
/// needs none), for what this check reads and nothing else
/// (`FactCollector.Reading.oldModelUses`: a fact this check starts to read
/// must be recorded there too); an unchanged file's facts are phase 1's.
/// It answers with the same resolution the run used: the rewrite renames no type.
///
/// Checked uses: `@ObservedObject`, `@StateObject`, `@EnvironmentObject`,
/// `.environmentObject(_:)`, `ObservedObject<T>`/`StateObject<T>`/
/// `EnvironmentObject<T>` and `Published<T>.Publisher` written as types, a
/// `$name` publisher or `objectWillChange` of a migrated class, and
/// `@State`/`@Bindable`/`@Environment` added to a class.
///
/// ## Before
/// A rewrite that missed a use (here `.environmentObject(library)`) would give:
/// ```swift
/// @Observable final class Library { … }
/// ContentView().environmentObject(library)   // does not compile
/// ```
/// ## After
/// `Library` is kept as it was, every use of it too, and the report says why:
/// ```swift
/// final class Library: ObservableObject { … }
/// ContentView().environmentObject(library)
/// ```
enum OutputCheck: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .outputCheck, severity: .warning,
        summary: "The migration's check of its own output found a use of a migrated class that still needs `ObservableObject` (a rule's rewrite missed it); the class was kept as it is and the run redone, so the output builds.",
        suggestedFix: "Nothing breaks; migrate the class by hand if you want it, and report the case: it is a bug of the tool."
    )]

    /// One use in the output that needs the old model of a migrated class.
    struct Violation: Sendable, Hashable {
        var key: String
        var path: String
        var position: SourcePosition
        var what: String
        /// The text of the line the use is on, in the output.
        var line: Substring = ""
    }

    /// The violations in a run's output: `outcomes` in input order, `output`
    /// the facts of each output (an unchanged file's are phase 1's; nil for a
    /// file phase 1 did not read, which holds no use of the old model),
    /// `facts` the phase-1 facts of each file.
    static func violations(in outcomes: [FileOutcome], output: [FileFacts?], facts: [FileFacts?], index: ProjectIndex) -> [Violation] {
        var inputs: [String: FileFacts] = [:]
        for case let file? in facts { inputs[file.path] = file }
        let texts = Dictionary(outcomes.map { ($0.path, $0.migrated) }, uniquingKeysWith: { first, _ in first })
        return violations(output: output.compactMap { $0 }, input: inputs, index: index).map { violation in
            var violation = violation
            let lines = texts[violation.path].map(Self.lines) ?? []
            if lines.indices.contains(violation.position.line - 1) { violation.line = lines[violation.position.line - 1] }
            return violation
        }
    }

    private static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// The findings of the classes the check kept, each at the use's line in
    /// the original file: the use is one the rewrite left as it was, so its
    /// line is found there (the nearest of the same text).
    static func findings(for violations: [Violation], files: [SourceFile]) -> [Finding] {
        let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        return violations.map { violation in
            var position = violation.position
            if let original = texts[violation.path] {
                position = originalPosition(of: violation, in: original)
            }
            return Finding(rule: .outputCheck, path: violation.path, position: position,
                           message: "'\(violation.key)' stays ObservableObject: the migration's check of its own output found that \(violation.what) (a rule missed this use)",
                           applied: false, suggestedFix: nil)
        }
    }

    private static func originalPosition(of violation: Violation, in original: String) -> SourcePosition {
        guard !violation.line.isEmpty else { return violation.position }
        let matches = lines(original).indices.filter { lines(original)[$0] == violation.line }
        guard let nearest = matches.min(by: { abs($0 + 1 - violation.position.line) < abs($1 + 1 - violation.position.line) }) else {
            return violation.position
        }
        return SourcePosition(line: nearest + 1, column: violation.position.column)
    }

    /// The violations in the output files' facts (`output`), with each file's
    /// phase-1 facts (`input`, for what the rewrite added to a class).
    static func violations(output: [FileFacts], input: [String: FileFacts], index: ProjectIndex) -> [Violation] {
        let resolution = index.resolution
        var found: [Violation] = []
        func check(_ key: String?, _ file: FileFacts, _ position: SourcePosition, _ what: String) {
            guard let key, index.isMigrated(key) else { return }
            found.append(Violation(key: key, path: file.path, position: position, what: what))
        }
        for file in output {
            for wrapper in file.wrapperProperties {
                // A `@StateObject` the policy keeps, over a class that keeps `ObservableObject` for it.
                if wrapper.wrapper == .stateObject, index.stateObjects.kept.contains(Resolution.key(wrapper.owner + [wrapper.name])) { continue }
                check(resolution.resolveWrappedClass(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: file.path),
                      file, wrapper.position, "@\(wrapper.wrapper.rawValue) '\(wrapper.name)' still holds it")
            }
            for modifier in file.environmentObjectModifiers {
                check(resolution.resolveValue(modifier.argument, scope: modifier.scope, path: file.path, in: .known(modifier.function)),
                      file, modifier.position, ".environmentObject(_:) still passes it")
            }
            for mention in file.wrapperTypes {
                if mention.wrapper == .stateObject, let key = mention.type.flatMap({ resolution.resolveClass($0, scope: mention.scope) }),
                   index.keepsObservableObject(key) { continue }
                check(mention.type.flatMap { resolution.resolveClass($0, scope: mention.scope) },
                      file, mention.position, "\(mention.wrapper.rawValue)<T> is still written for it")
            }
            for mention in file.publisherTypes {
                check(mention.owner.map(Resolution.key), file, mention.position, "'\(mention.text)' is still written in it")
            }
            for use in file.objectWillChangeUses {
                check(resolution.resolveValue(use.base, scope: use.scope, path: file.path), file, use.position, "its objectWillChange is still used")
            }
            for use in BridgePublishers.uses(in: file, resolution: resolution) {
                guard case .resolved(let owner) = use.target else { continue }
                check(owner, file, use.position, "its '$\(use.property)' publisher is still used")
            }
            found += viewWrappersAdded(to: file, input: input[file.path], index: index)
        }
        return found
    }

    /// SwiftUI's view wrappers the rewrite put on a class's properties: each
    /// was an observable wrapper of a migrated class in the input.
    private static func viewWrappersAdded(to file: FileFacts, input: FileFacts?, index: ProjectIndex) -> [Violation] {
        guard let input, file.classes.contains(where: { $0.properties.contains { $0.viewWrapper != nil } }) else { return [] }
        // The input's classes and wrapper properties by name (the first of each, as a search would find).
        var inputClasses: [[String]: ClassFact] = [:]
        for fact in input.classes where inputClasses[fact.qualifiedName] == nil { inputClasses[fact.qualifiedName] = fact }
        var inputWrappers: [[String]: WrapperPropertyFact] = [:]
        for wrapper in input.wrapperProperties where inputWrappers[wrapper.owner + [wrapper.name]] == nil {
            inputWrappers[wrapper.owner + [wrapper.name]] = wrapper
        }
        var violations: [Violation] = []
        for fact in file.classes {
            let before = inputClasses[fact.qualifiedName]
            for property in fact.properties {
                guard let wrapper = property.viewWrapper,
                      before?.properties.first(where: { $0.name == property.name })?.viewWrapper == nil,
                      let old = inputWrappers[fact.qualifiedName + [property.name]],
                      let key = index.resolution.resolveWrappedClass(type: old.type, value: old.value, scope: old.scope, path: input.path),
                      index.isMigrated(key) else { continue }
                violations.append(Violation(key: key, path: file.path, position: property.position,
                                            what: "@\(wrapper) was put on '\(property.name)' of the class '\(Resolution.key(fact.qualifiedName))'"))
            }
        }
        return violations
    }

    static let viewWrappers: Set<String> = [
        "State", "SwiftUI.State", "Bindable", "SwiftUI.Bindable", "Environment", "SwiftUI.Environment",
    ]
}
