import SwiftParserDiagnostics
import SwiftSyntax
import SyntaxSupport

/// Inputs the migration cannot read: a file with syntax errors is left
/// untouched and the observable classes it declares stay; a file that is not
/// UTF-8 text is reported by the command line, which reads the files.
///
/// ## Before
/// ```swift
/// final class Draft: ObservableObject { @Published var text = ""
/// ```
/// ## After
/// The file, byte for byte, with a `parse-error` finding at the first error.
///
/// Limits: the first syntax error is reported, not all of them.
enum ReportUnreadableInputs: MigrationRule {
    /// Phase 1's match: where the first syntax error of a tree with errors is, and what it says.
    static func firstParseError(in tree: SourceFileSyntax, path: String) -> ParseErrorFact {
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.first(where: { $0.diagMessage.severity == .error }) ?? diagnostics.first else {
            return ParseErrorFact(position: SourcePosition(line: 1, column: 1), message: "the file has syntax errors")
        }
        let location = first.location(converter: converter)
        return ParseErrorFact(position: SourcePosition(line: location.line, column: location.column), message: first.message)
    }

    /// A file whose `#if` blocks nest too deep to parse (see `SourceParsing`).
    static func tooDeep(_ text: String) -> ParseErrorFact {
        var error = ParseErrorFact(
            position: SourcePosition(line: 1, column: 1),
            message: "`#if` blocks nest more than \(SourceParsing.maximumConditionalDepth) deep, too deep to parse"
        )
        error.fileMattersOnItsOwn = RelevanceFilter.mattersOnItsOwn(text)
        return error
    }

    static let descriptions = [
        RuleDescription(
            rule: .parseError, severity: .error,
            summary: "A file the migration reads (one that uses or declares an observable class) has syntax errors; it is left untouched (its classes are not migrated).",
            suggestedFix: "Fix the syntax error and rerun."
        ),
        RuleDescription(
            rule: .unreadableInput, severity: .error,
            summary: "The file is not valid UTF-8 text; it is left untouched.",
            suggestedFix: "Convert it to UTF-8 and rerun."
        ),
    ]

    /// A class declared in a file that does not parse cannot be rewritten safely.
    static let pass = MigrationPolicy.FilePass { file, _, _ in
        guard file.parseError != nil else { return [] }
        return file.classes.map { (Resolution.key($0.qualifiedName), .parseError) }
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        // A file with nothing of the old model in it is none of the migration's
        // business, however it was read (the relevance filter passes over it).
        guard let error = file.parseError, error.fileMattersOnItsOwn
            || file.classes.contains(where: { context.resolution.isObservable(Resolution.key($0.qualifiedName)) }) else { return [] }
        return [context.finding(.parseError, error.position, "syntax error: \(error.message); the file is left untouched", applied: false)]
    }
}
