import ObservationMigrator
/// A pull-request description: the totals, the migrated types, the classes
/// that stay with their reason, the actions (errors, warnings) as a task
/// list grouped by rule, each fix given once, above the findings it applies
/// to, and the records (notes) folded to one line per rule and file. Text that
/// comes from code (messages, names, paths) is escaped so it cannot break
/// the Markdown.
enum MarkdownReport {
    /// `modules` maps a migrated type to its module; when any is known, the
    /// migrated types are listed under one heading per module (those of
    /// unknown module last).
    static func render(summary: RunSummary, migratedTypes: [String], findings: [Finding], keptTypes: [KeptType],
                       modules: [String: String] = [:], conformanceKept: [String] = []) -> String {
        var output = "## Migration to Observation\n\n"
        output += "- \(summary.filesScanned) files scanned, \(summary.filesChanged) changed\n"
        output += "- \(summary.typesMigrated) types migrated, \(keptTypes.count) kept as `ObservableObject`\n"
        output += "- \(summary.actions) to do, \(summary.records) changes recorded\n"
        if !migratedTypes.isEmpty {
            output += "\n### Migrated types\n"
            let groups = groupedByModule(migratedTypes, modules: modules)
            for group in groups {
                if groups.count > 1 || group.module != nil {
                    output += "\n#### \(group.module.map(code) ?? "Module not known")\n"
                }
                output += "\n" + group.types.map { "- \(code($0))\n" }.joined()
            }
        }
        if !conformanceKept.isEmpty {
            output += "\nThese keep `ObservableObject` too, for a `@StateObject` that stays (see `state-object-kept`): "
                + conformanceKept.map(code).joined(separator: ", ") + "\n"
        }
        if !keptTypes.isEmpty {
            output += "\n### Kept as ObservableObject\n\n"
            output += keptTypes.map { "- \(code($0.type)): \(escape($0.reason))\n" }.joined()
        }
        let actions = Dictionary(grouping: findings.filter(\.isAction), by: \.rule)
        if !actions.isEmpty {
            output += "\n### To do\n"
            for rule in actions.keys.sorted() {
                let group = actions[rule] ?? []
                output += "\n#### \(code(rule.rawValue)) (\(rule.severity.rawValue), \(group.count))\n"
                // Most rules have one fix; a rule with several gives each once,
                // above the findings it applies to, in order of first use.
                for (fix, findings) in groupedByFix(group) {
                    // The fixes are the rules' own Markdown, not text from code.
                    output += "\nFix: \(stripControlCharacters(fix))\n\n"
                    for finding in findings {
                        let done = finding.applied ? "x" : " "
                        output += "- [\(done)] \(code("\(finding.path):\(finding.position.line)")) — \(escape(finding.message))\n"
                    }
                }
            }
        }
        let records = findings.filter { !$0.isAction }
        if !records.isEmpty {
            output += "\n<details><summary>Changes recorded (\(records.count))</summary>\n\n"
            for (rule, path, group) in Finding.recordsByRuleAndFile(records) {
                let lines = group.map { "\($0.position.line)" }.joined(separator: ", ")
                output += "- \(code(rule.rawValue)) \(code(path)) (\(group.count): lines \(lines)) — \(escape(group[0].message))\(group.count > 1 ? ", …" : "")\n"
            }
            output += "\n</details>\n"
        }
        return output
    }

    /// The types by module, in order of module name, then those of unknown
    /// module (`module` nil); without any known module, one group.
    static func groupedByModule(_ types: [String], modules: [String: String]) -> [(module: String?, types: [String])] {
        let known = Dictionary(grouping: types.filter { modules[$0] != nil }, by: { modules[$0] ?? "" })
        guard !known.isEmpty else { return [(nil, types)] }
        let unknown = types.filter { modules[$0] == nil }
        return known.keys.sorted().map { ($0, known[$0] ?? []) } + (unknown.isEmpty ? [] : [(nil, unknown)])
    }

    /// The findings by suggested fix, each fix in the order of its first finding.
    static func groupedByFix(_ findings: [Finding]) -> [(fix: String, findings: [Finding])] {
        var groups: [(fix: String, findings: [Finding])] = []
        for finding in findings {
            if let index = groups.firstIndex(where: { $0.fix == finding.suggestedFix }) {
                groups[index].findings.append(finding)
            } else {
                groups.append((finding.suggestedFix, [finding]))
            }
        }
        return groups
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
        let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~"]
        return stripControlCharacters(text).reduce(into: "") { result, character in
            if special.contains(character) { result.append("\\") }
            result.append(character)
        }
    }

    static func stripControlCharacters(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
    }
}
