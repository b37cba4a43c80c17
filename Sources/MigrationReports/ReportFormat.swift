import ObservationMigrator
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
    /// Every finding.
    public var followUps: Int
    /// Findings the engineer must act on: errors and warnings.
    public var actions: Int
    /// Findings that record what the tool did: notes.
    public var records: Int

    public init(filesScanned: Int, filesChanged: Int, typesMigrated: Int, followUps: Int, actions: Int? = nil) {
        self.filesScanned = filesScanned
        self.filesChanged = filesChanged
        self.typesMigrated = typesMigrated
        self.followUps = followUps
        self.actions = actions ?? followUps
        records = followUps - self.actions
    }

    public init(report: MigrationReport, findings: [Finding]) {
        self.init(filesScanned: report.files.count, filesChanged: report.changedFiles.count,
                  typesMigrated: report.migratedTypes.count, followUps: findings.count,
                  actions: findings.filter(\.isAction).count)
    }
}

extension Finding {
    /// An error or a warning: something the engineer must do. A note records
    /// what the tool did.
    public var isAction: Bool { severity != .note }

    /// The records (notes) among `findings`, by rule, then by file: what the
    /// text and markdown reports fold to one line each.
    static func recordsByRuleAndFile(_ findings: [Finding]) -> [(rule: Rule, path: String, findings: [Finding])] {
        let byRule = Dictionary(grouping: findings.filter { !$0.isAction }, by: \.rule)
        return byRule.keys.sorted().flatMap { rule in
            let byPath = Dictionary(grouping: byRule[rule] ?? [], by: \.path)
            return byPath.keys.sorted().map { (rule, $0, byPath[$0] ?? []) }
        }
    }
}

/// The report formats; each renders the same findings in the same order with
/// the same wording (`Finding.message`), only the framing differs.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, xcode, sarif, github, markdown

    /// `modules`: what the run read as modules (nil: say nothing about them).
    /// `conformanceKept`: migrated types that keep `ObservableObject` too
    /// (`MigrationReport.conformanceKeptTypes`).
    public func render(summary: RunSummary, migratedTypes: [String], findings: [Finding], keptTypes: [KeptType] = [],
                       modules: ModuleOverview? = nil, conformanceKept: [String] = []) -> String {
        switch self {
        case .text: return TextReport.render(summary: summary, findings: findings, keptTypes: keptTypes, modules: modules, conformanceKept: conformanceKept)
        case .json: return JSONReport.render(summary: summary, migratedTypes: migratedTypes, findings: findings, keptTypes: keptTypes, modules: modules,
                                             conformanceKept: conformanceKept)
        case .xcode: return findings.map { XcodeReport.line($0) + "\n" }.joined()
        case .sarif: return SARIFReport.render(findings: findings)
        case .github: return findings.map { GitHubReport.line($0) + "\n" }.joined()
        case .markdown:
            return MarkdownReport.render(summary: summary, migratedTypes: migratedTypes, findings: findings, keptTypes: keptTypes,
                                         modules: modules?.moduleOfMigratedType ?? [:], conformanceKept: conformanceKept)
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
    /// The summary, the classes that stay, then the actions (errors and
    /// warnings) grouped by rule, each fix given once; then the records
    /// (notes), one line per file and rule; then the count per rule.
    static func render(summary: RunSummary, findings: [Finding], keptTypes: [KeptType] = [], modules: ModuleOverview? = nil,
                       conformanceKept: [String] = []) -> String {
        var output = "observation-migrator: \(summary.filesScanned) files scanned, \(summary.filesChanged) changed, \(summary.typesMigrated) types migrated: "
            + "\(summary.actions) to do, \(summary.records) changes recorded\n"
        if let note = modules?.note { output += "note: \(note)\n" }
        let migrating = modules.map { $0.isDescribed ? $0.modules.filter { !$0.migratedTypes.isEmpty } : [] } ?? []
        if !migrating.isEmpty {
            output += "\nmigrated types by module:\n"
            for module in migrating {
                output += "  \(module.name) (\(module.origin)): \(module.migratedTypes.joined(separator: ", "))\n"
            }
        }
        if !conformanceKept.isEmpty {
            output += "\n\(conformanceKept.count) migrated classes keep ObservableObject too, for a @StateObject that stays (see state-object-kept): "
                + conformanceKept.joined(separator: ", ") + "\n"
        }
        if !keptTypes.isEmpty {
            output += "\n\(keptTypes.count) classes stay ObservableObject:\n"
            for kept in keptTypes { output += "  \(kept.type): \(kept.reason)\n" }
        }
        let actions = findings.filter(\.isAction)
        if !actions.isEmpty {
            output += "\nto do (\(actions.count)):\n"
            let byRule = Dictionary(grouping: actions, by: \.rule)
            for rule in byRule.keys.sorted() {
                for (fix, group) in MarkdownReport.groupedByFix(byRule[rule] ?? []) {
                    output += "\n" + folded(group).map { line, repeats in
                        XcodeReport.line(line) + "\n" + (repeats.isEmpty ? "" : "    also at: " + repeats.map { "\($0.position.line):\($0.position.column)" }.joined(separator: ", ") + "\n")
                    }.joined()
                    output += "    fix: \(fix)\n"
                }
            }
        }
        let records = findings.filter { !$0.isAction }
        if !records.isEmpty {
            output += "\nrecorded (\(records.count)), one line per file and rule:\n"
            for (rule, path, group) in Finding.recordsByRuleAndFile(records) {
                let first = group[0]
                // The others may concern other properties or classes: only their lines are given.
                let more = group.count > 1 ? " (and \(group.count - 1) more of this rule in the file, at line\(group.count > 2 ? "s" : "") " + group.dropFirst().map { "\($0.position.line)" }.joined(separator: ", ") + ")" : ""
                output += "  \(path):\(first.position.line): [\(rule.rawValue)] \(first.message)\(more)\n"
            }
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

    /// Findings repeated word for word in one file become one, with the
    /// places of the others.
    private static func folded(_ findings: [Finding]) -> [(Finding, [Finding])] {
        var result: [(Finding, [Finding])] = []
        for finding in findings {
            if let index = result.firstIndex(where: { $0.0.path == finding.path && $0.0.message == finding.message }) {
                result[index].1.append(finding)
            } else {
                result.append((finding, []))
            }
        }
        return result
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
    /// Migrated types that keep `ObservableObject` too, for a `@StateObject`
    /// that stays; absent when there are none, and in reports of earlier versions.
    public var conformanceKeptTypes: [String]?
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
                       modules: ModuleOverview? = nil, conformanceKept: [String] = []) -> String {
        let report = JSONReport(
            schemaVersion: schemaVersion, tool: "observation-migrator", toolVersion: ToolVersion.current,
            summary: summary, migratedTypes: migratedTypes, keptTypes: keptTypes, modules: modules,
            conformanceKeptTypes: conformanceKept.isEmpty ? nil : conformanceKept,
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
