import SwiftSyntax

/// A pattern that matches an enum case and binds some of its associated
/// values to names: `.settings(let manager, let collection)`,
/// `let .settings(manager, collection)`, `.profile(account: let account)`.
struct EnumCasePattern {
    var caseName: String
    /// How many values the pattern lists (the case must have as many).
    var count: Int
    /// Each bound name with the place of its value.
    var names: [(name: String, index: Int)]

    init?(_ pattern: PatternSyntax) {
        guard let found = Self.read(pattern, binding: false) else { return nil }
        self = found
    }

    private static func read(_ pattern: PatternSyntax, binding: Bool) -> EnumCasePattern? {
        if let bound = pattern.as(ValueBindingPatternSyntax.self) { return read(bound.pattern, binding: true) }
        guard let call = pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return nil }
        var names: [(name: String, index: Int)] = []
        for (index, argument) in call.arguments.enumerated() {
            if let name = boundName(argument.expression, binding: binding) { names.append((name, index)) }
        }
        guard !names.isEmpty else { return nil }
        return EnumCasePattern(caseName: member.declName.baseName.text, count: call.arguments.count, names: names)
    }

    private init(caseName: String, count: Int, names: [(name: String, index: Int)]) {
        (self.caseName, self.count, self.names) = (caseName, count, names)
    }

    /// `let x`, or `x` inside `let .case(…)`.
    private static func boundName(_ expression: ExprSyntax, binding: Bool) -> String? {
        if let pattern = expression.as(PatternExprSyntax.self)?.pattern {
            if let bound = pattern.as(ValueBindingPatternSyntax.self) {
                return bound.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            return binding ? pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil
        }
        guard binding, let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        return reference.baseName.text
    }
}
