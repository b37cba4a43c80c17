import ObservationMigrator
/// SARIF 2.1.0, for code-scanning interfaces. Only the parts those read.
public struct SARIFLog: Codable, Sendable {
    public var schema: String
    public var version: String
    public var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    public struct Run: Codable, Sendable {
        public var tool: Tool
        public var results: [Result]
    }

    public struct Tool: Codable, Sendable {
        public var driver: Driver
    }

    public struct Driver: Codable, Sendable {
        public var name: String
        public var version: String
        public var informationUri: String
        public var rules: [RuleDescriptor]
    }

    public struct RuleDescriptor: Codable, Sendable {
        public var id: String
        public var shortDescription: Text
        public var help: Text
        public var defaultConfiguration: Configuration
    }

    public struct Configuration: Codable, Sendable {
        public var level: String
    }

    public struct Text: Codable, Sendable {
        public var text: String
    }

    public struct Result: Codable, Sendable {
        public var ruleId: String
        public var ruleIndex: Int
        public var level: String
        public var message: Text
        public var locations: [Location]
    }

    public struct Location: Codable, Sendable {
        public var physicalLocation: PhysicalLocation
    }

    public struct PhysicalLocation: Codable, Sendable {
        public var artifactLocation: ArtifactLocation
        public var region: Region
    }

    public struct ArtifactLocation: Codable, Sendable {
        public var uri: String
    }

    public struct Region: Codable, Sendable {
        public var startLine: Int
        public var startColumn: Int
    }
}

enum SARIFReport {
    static func render(findings: [Finding]) -> String {
        let rules = Rule.allCases
        let log = SARIFLog(
            schema: "https://json.schemastore.org/sarif-2.1.0.json",
            version: "2.1.0",
            runs: [SARIFLog.Run(
                tool: SARIFLog.Tool(driver: SARIFLog.Driver(
                    name: "observation-migrator", version: ToolVersion.current,
                    informationUri: "https://github.com/observation-migrator/observation-migrator",
                    rules: rules.map {
                        SARIFLog.RuleDescriptor(id: $0.rawValue, shortDescription: .init(text: $0.summary),
                                                help: .init(text: $0.suggestedFix), defaultConfiguration: .init(level: level($0.severity)))
                    }
                )),
                results: findings.map { finding in
                    SARIFLog.Result(
                        ruleId: finding.rule.rawValue,
                        ruleIndex: rules.firstIndex(of: finding.rule) ?? 0,
                        level: level(finding.severity),
                        message: .init(text: "\(finding.message). Fix: \(finding.suggestedFix)"),
                        locations: [SARIFLog.Location(physicalLocation: SARIFLog.PhysicalLocation(
                            artifactLocation: .init(uri: finding.path),
                            region: .init(startLine: finding.position.line, startColumn: finding.position.column)
                        ))]
                    )
                }
            )]
        )
        return encodeJSON(log)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }
}
