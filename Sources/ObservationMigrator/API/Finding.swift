/// A 1-based position in a file, taken from the original (unrewritten) text.
public struct SourcePosition: Codable, Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// One follow-up for the user: something the migration changed in a way that
/// needs a look, or something it left in the old model and why.
public struct Finding: Codable, Sendable, Hashable, Comparable {
    public var rule: Rule
    public var severity: Severity
    public var path: String
    public var position: SourcePosition
    public var message: String
    public var suggestedFix: String
    /// True when the migration already made the change the finding describes
    /// (e.g. added `@ObservationIgnored`); false when it left the code as it was.
    public var applied: Bool

    public init(rule: Rule, path: String, position: SourcePosition, message: String, applied: Bool, suggestedFix: String? = nil) {
        self.rule = rule
        self.severity = rule.severity
        self.path = path
        self.position = position
        self.message = message
        self.suggestedFix = suggestedFix ?? rule.suggestedFix
        self.applied = applied
    }

    /// Deterministic report order: file, line, column, then rule and message.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.path, lhs.position.line, lhs.position.column, lhs.rule.rawValue, lhs.message)
            < (rhs.path, rhs.position.line, rhs.position.column, rhs.rule.rawValue, rhs.message)
    }
}
