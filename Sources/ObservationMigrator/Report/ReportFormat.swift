#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tool's version, printed by `--version` and written into JSON and SARIF reports.
public enum ToolVersion {
    public static let current = "0.1.0"
}

/// Counts shown in every report's summary.
public struct RunSummary: Codable, Sendable, Hashable {
    public var filesScanned: Int
    public var filesChanged: Int
    public var typesMigrated: Int
    public var followUps: Int

    public init(filesScanned: Int, filesChanged: Int, typesMigrated: Int, followUps: Int) {
        self.filesScanned = filesScanned
        self.filesChanged = filesChanged
        self.typesMigrated = typesMigrated
        self.followUps = followUps
    }

    public init(report: MigrationReport, findings: [Finding]) {
        self.init(filesScanned: report.files.count, filesChanged: report.changedFiles.count,
                  typesMigrated: report.migratedTypes.count, followUps: findings.count)
    }
}

/// The report formats; each renders the same findings in the same order with
/// the same wording (`Finding.message`), only the framing differs.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, xcode, sarif, github, markdown

    /// `modules`: what the run read as modules (nil: say nothing about them).
    public func render(summary: RunSummary, migratedTypes: [String], findings: [Finding], keptTypes: [KeptType] = [],
                       modules: ModuleOverview? = nil) -> String {
        switch self {
        case .text: return TextReport.render(summary: summary, findings: findings, keptTypes: keptTypes, modules: modules)
        case .json: return JSONReport.render(summary: summary, migratedTypes: migratedTypes, findings: findings, keptTypes: keptTypes, modules: modules)
        case .xcode: return findings.map { XcodeReport.line($0) + "\n" }.joined()
        case .sarif: return SARIFReport.render(findings: findings)
        case .github: return findings.map { GitHubReport.line($0) + "\n" }.joined()
        case .markdown:
            return MarkdownReport.render(summary: summary, migratedTypes: migratedTypes, findings: findings, keptTypes: keptTypes,
                                         modules: modules?.moduleOfMigratedType ?? [:])
        }
    }
}

/// `path:line:column: warning: message [rule-id]`, the form compilers and Xcode use.
public enum XcodeReport {
    public static func line(_ finding: Finding) -> String {
        "\(finding.path):\(finding.position.line):\(finding.position.column): \(finding.severity.rawValue): \(finding.message) [\(finding.rule.rawValue)]"
    }
}

/// For people: the summary, the classes that stay and why, the findings
/// grouped by file (a finding repeated word for word in one file is one entry
/// with the other lines listed), a count per rule.
enum TextReport {
    static func render(summary: RunSummary, findings: [Finding], keptTypes: [KeptType] = [], modules: ModuleOverview? = nil) -> String {
        var output = "observation-migrator: \(summary.filesScanned) files scanned, \(summary.filesChanged) changed, \(summary.typesMigrated) types migrated, \(summary.followUps) follow-ups\n"
        if let note = modules?.note { output += "note: \(note)\n" }
        let migrating = modules.map { $0.isDescribed ? $0.modules.filter { !$0.migratedTypes.isEmpty } : [] } ?? []
        if !migrating.isEmpty {
            output += "\nmigrated types by module:\n"
            for module in migrating {
                output += "  \(module.name) (\(module.origin)): \(module.migratedTypes.joined(separator: ", "))\n"
            }
        }
        if !keptTypes.isEmpty {
            output += "\n\(keptTypes.count) classes stay ObservableObject:\n"
            for kept in keptTypes { output += "  \(kept.type): \(kept.reason)\n" }
        }
        var currentPath: String?
        var printed: Set<Int> = []
        for (offset, finding) in findings.enumerated() where !printed.contains(offset) {
            if finding.path != currentPath {
                output += "\n"
                currentPath = finding.path
            }
            let repeats = findings.indices.filter { other in
                other > offset && findings[other].path == finding.path && findings[other].rule == finding.rule
                    && findings[other].message == finding.message && findings[other].suggestedFix == finding.suggestedFix
            }
            printed.formUnion(repeats)
            output += XcodeReport.line(finding) + "\n"
            if !repeats.isEmpty {
                output += "    also at: " + repeats.map { "\(findings[$0].position.line):\(findings[$0].position.column)" }.joined(separator: ", ") + "\n"
            }
            output += "    fix: \(finding.suggestedFix)\n"
        }
        if !findings.isEmpty {
            output += "\nrule                          count\n"
            let counts = Dictionary(grouping: findings, by: \.rule).mapValues(\.count)
            for rule in counts.keys.sorted() {
                // Padded to 30 characters, or cut there (as `padding(toLength:withPad:startingAt:)`).
                let name = String(rule.rawValue.prefix(30)) + String(repeating: " ", count: max(0, 30 - rule.rawValue.count))
                output += "\(name)\(counts[rule] ?? 0)\n"
            }
        }
        return output
    }
}

/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…::message`.
enum GitHubReport {
    static func line(_ finding: Finding) -> String {
        let level = finding.severity == .note ? "notice" : finding.severity.rawValue
        let properties = "file=\(escapeProperty(finding.path)),line=\(finding.position.line),col=\(finding.position.column),title=\(escapeProperty(finding.rule.rawValue))"
        return "::\(level) \(properties)::\(escapeData(finding.message + " Fix: " + finding.suggestedFix))"
    }

    /// Percent-encodes what the workflow-command syntax reserves in a message.
    static func escapeData(_ text: String) -> String {
        escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Also `:` and `,`, which separate a command's properties.
    static func escapeProperty(_ text: String) -> String {
        escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }

    /// By scalar, not by character: `\r\n` is one character but two escapes.
    private static func escape(_ text: String, _ table: [Unicode.Scalar: String]) -> String {
        text.unicodeScalars.reduce(into: "") { result, scalar in result += table[scalar] ?? String(scalar) }
    }
}

/// The JSON report: a versioned, documented schema (see README, "JSON report").
public struct JSONReport: Codable, Sendable {
    /// Bumped on any incompatible change of this schema.
    public static let schemaVersion = 1

    public var schemaVersion: Int
    public var tool: String
    public var toolVersion: String
    public var summary: RunSummary
    public var migratedTypes: [String]
    /// Observable classes that stay, with the reason; absent in reports of earlier versions.
    public var keptTypes: [KeptType]?
    /// The modules the run read and what each migrated; absent in reports of earlier versions.
    public var modules: ModuleOverview?
    public var findings: [JSONFinding]

    public struct JSONFinding: Codable, Sendable, Hashable {
        public var rule: String
        public var severity: String
        public var path: String
        public var line: Int
        public var column: Int
        public var message: String
        public var suggestedFix: String
        public var applied: Bool
    }

    static func render(summary: RunSummary, migratedTypes: [String], findings: [Finding], keptTypes: [KeptType] = [],
                       modules: ModuleOverview? = nil) -> String {
        let report = JSONReport(
            schemaVersion: schemaVersion, tool: "observation-migrator", toolVersion: ToolVersion.current,
            summary: summary, migratedTypes: migratedTypes, keptTypes: keptTypes, modules: modules,
            findings: findings.map {
                JSONFinding(rule: $0.rule.rawValue, severity: $0.severity.rawValue, path: $0.path, line: $0.position.line,
                            column: $0.position.column, message: $0.message, suggestedFix: $0.suggestedFix, applied: $0.applied)
            }
        )
        return encodeJSON(report)
    }
}

func encodeJSON(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
    return text + "\n"
}
