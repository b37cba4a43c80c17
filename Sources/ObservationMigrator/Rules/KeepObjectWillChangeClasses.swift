/// A class whose `objectWillChange` is used (a manual `send()`, a sink, in
/// tests too) stays `ObservableObject`: `@Observable` has no such publisher.
/// A use on a value whose type cannot be told is reported and blocks nothing.
///
/// ## Before
/// ```swift
/// objectWillChange.send()
/// ```
/// ## After
/// The same code, left as it is and reported:
/// ```swift
/// objectWillChange.send()   // unchanged; the class stays ObservableObject
/// ```
enum KeepObjectWillChangeClasses: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .objectWillChange, severity: .warning,
        summary: "`objectWillChange` is used (also in tests); the class stays `ObservableObject`.",
        suggestedFix: "Drop manual `send()` calls (mutations are tracked) or observe with `withObservationTracking`."
    )]

    /// The observable class whose `objectWillChange` a use reads, if it can be told.
    static func owner(of use: MemberUseFact, path: String, resolution: Resolution) -> String? {
        resolution.resolveObservable(use.base, scope: use.scope, path: path)
    }

    static let pass = MigrationPolicy.FilePass { file, resolution, _ in
        file.objectWillChangeUses.compactMap { use in owner(of: use, path: file.path, resolution: resolution).map { ($0, .objectWillChange) } }
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        let resolution = context.resolution
        return file.objectWillChangeUses.compactMap { use in
            if let owner = owner(of: use, path: file.path, resolution: resolution) {
                return context.finding(.objectWillChange, use.position, "'\(owner)' stays ObservableObject: its objectWillChange is used here", applied: false)
            }
            let unknown = use.base == .implicitSelf
                ? resolution.classes[Resolution.key(use.scope)] == nil
                : !resolution.hasDeclaredType(use.base, scope: use.scope, path: file.path)
            guard unknown else { return nil }
            return context.finding(.objectWillChange, use.position,
                "objectWillChange is used on a value whose type could not be told; if it is a migrated class, this no longer compiles",
                applied: false)
        }
    }
}
