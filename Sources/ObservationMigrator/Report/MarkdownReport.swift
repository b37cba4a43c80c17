/// A pull-request description: the totals, the migrated types, the classes
/// that stay with their reason, and the follow-ups as a task list grouped by
/// rule, each rule's fix given once per group. Text that comes from code
/// (messages, names, paths) is escaped so it cannot break the Markdown.
enum MarkdownReport {
    static func render(summary: RunSummary, migratedTypes: [String], findings: [Finding], keptTypes: [KeptType]) -> String {
        var output = "## Migration to Observation\n\n"
        output += "- \(summary.filesScanned) files scanned, \(summary.filesChanged) changed\n"
        output += "- \(summary.typesMigrated) types migrated, \(keptTypes.count) kept as `ObservableObject`\n"
        output += "- \(summary.followUps) findings\n"
        if !migratedTypes.isEmpty {
            output += "\n### Migrated types\n\n"
            output += migratedTypes.map { "- \(code($0))\n" }.joined()
        }
        if !keptTypes.isEmpty {
            output += "\n### Kept as ObservableObject\n\n"
            output += keptTypes.map { "- \(code($0.type)): \(escape($0.reason))\n" }.joined()
        }
        let groups = Dictionary(grouping: findings, by: \.rule)
        if !groups.isEmpty {
            output += "\n### Follow-ups\n"
            for rule in groups.keys.sorted() {
                let group = groups[rule] ?? []
                output += "\n#### \(code(rule.rawValue)) (\(rule.severity.rawValue), \(group.count))\n\n"
                // The fixes are the rules' own Markdown; each distinct one once.
                var fixes: [String] = []
                for finding in group where !fixes.contains(finding.suggestedFix) { fixes.append(finding.suggestedFix) }
                output += fixes.map { "Fix: \(stripControlCharacters($0))\n" }.joined() + "\n"
                for finding in group {
                    let done = finding.applied ? "x" : " "
                    output += "- [\(done)] \(code("\(finding.path):\(finding.position.line)")) — \(escape(finding.message))\n"
                }
            }
        }
        return output
    }

    /// Text in a code span: wrapped in enough backticks not to close early.
    static func code(_ text: String) -> String {
        let clean = stripControlCharacters(text)
        var longest = 0, run = 0
        for character in clean {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = clean.hasPrefix("`") || clean.hasSuffix("`") ? " " : ""
        return fence + padding + clean + padding + fence
    }

    /// Plain text: Markdown's special characters escaped, line breaks and
    /// other control characters turned into spaces.
    static func escape(_ text: String) -> String {
        let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "#"]
        return stripControlCharacters(text).reduce(into: "") { result, character in
            if special.contains(character) { result.append("\\") }
            result.append(character)
        }
    }

    static func stripControlCharacters(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
    }
}
