/// One migration concern, in one file under `Rules/`: what it matches, the
/// decision its rewrite and its findings both call, the rewrite (when it has
/// one, as a `MigrationRewriter` registered in `MigrationPipeline`), and the
/// report rules it owns with their meaning and fix. Every rule is listed once
/// in `MigrationRules.all`.
protocol MigrationRule: SendableMetatype {
    /// The report rules this rule owns (each report rule has exactly one owner).
    static var descriptions: [RuleDescription] { get }
    /// This rule's findings for one file, from phase 1's facts and the index.
    static func findings(in file: FileFacts, context: FindingContext) -> [Finding]
}

extension MigrationRule {
    static var descriptions: [RuleDescription] { [] }
    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] { [] }
}

/// A report rule's severity, meaning and fix, as `--list-rules` and the README print them.
struct RuleDescription: Sendable {
    var rule: Rule
    var severity: Severity
    var summary: String
    var suggestedFix: String
}

/// What a rule reads to give its findings for one file.
struct FindingContext {
    var index: ProjectIndex
    var configuration: Configuration
    var path: String
    /// The modules other packages can depend on (see `ModuleMap.libraryModules`);
    /// nil when the run has no module map.
    var libraryModules: Set<String>? = nil

    var resolution: Resolution { index.resolution }

    func finding(_ rule: Rule, _ position: SourcePosition, _ message: String, applied: Bool, fix: String? = nil) -> Finding {
        Finding(rule: rule, path: path, position: position, message: message, applied: applied, suggestedFix: fix)
    }
}

/// Every rule, in report order (findings are sorted afterwards anyway).
enum MigrationRules {
    static let all: [MigrationRule.Type] = [
        ReportUnreadableInputs.self,
        AdoptObservableMacro.self,
        DeclareInitializerForIsolatedStorage.self,
        RemoveObservableObjectConformance.self,
        SplitMultiBindingProperties.self,
        IgnoreUntrackableProperties.self,
        ConvertAppStorage.self,
        StripPublished.self,
        KeepClassHierarchiesTogether.self,
        KeepMacroAttributedClasses.self,
        WriteAccessorsForCustomEquality.self,
        ReportUnsupportedTypes.self,
        ReportProtocolConstraints.self,
        MigrateObservableProtocols.self,
        BridgePublishers.self,
        ConvertAssignToPublished.self,
        ConvertObjectWillChange.self,
        ReplaceStateObject.self,
        ReplaceObservedObject.self,
        ReplaceEnvironmentObject.self,
        DeclareBindableEnvironmentObjects.self,
        RewriteWrapperInitializers.self,
        ReplaceEnvironmentObjectModifier.self,
        ReportUnknownObservables.self,
        ReportUnreadWrappers.self,
        KeepWrappersOutsideViews.self,
        OutputCheck.self,
        ReportPublicAPIChanges.self,
        FixImports.self,
        CheckDeploymentTarget.self,
        LeaveUnobservedClasses.self,
    ]

    /// Every report rule's description, keyed by rule.
    static let descriptions: [Rule: RuleDescription] = Dictionary(
        all.flatMap { $0.descriptions }.map { ($0.rule, $0) }, uniquingKeysWith: { first, _ in first }
    )

    /// The README's rule table, in `Rule` order (a test keeps the README equal to it).
    static func markdownTable() -> String {
        var lines = ["| rule | severity | meaning | suggested fix |", "|---|---|---|---|"]
        for rule in Rule.allCases {
            lines.append("| `\(rule.rawValue)` | \(rule.severity.rawValue) | \(rule.summary) | \(rule.suggestedFix) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// All findings of one file.
    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        all.flatMap { $0.findings(in: file, context: context) }
    }
}
