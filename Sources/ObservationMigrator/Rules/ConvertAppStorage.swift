import SwiftSyntax
import SyntaxSupport

/// An `@AppStorage` property of a migrated class becomes a computed property
/// over `UserDefaults` that tells Observation of its reads and writes, so
/// that views reading it keep updating when it is set (an `@AppStorage` in an
/// `ObservableObject` announced its changes; under `@Observable` it would
/// have to be `@ObservationIgnored`, and views would stop updating). The key,
/// the default value and the store are kept.
///
/// Converted: one stored `var`, whose `$name` binding and `_name` storage
/// nothing uses, with a name, a value type the tool can name
/// (`Bool`, `Int`, `Double`, `String`, `Data`, or an optional of one, written
/// or read from a literal) and, unless optional, a default value. Other
/// `@AppStorage` properties (a `RawRepresentable` or `URL` value) keep the
/// wrapper and get `@ObservationIgnored`, as `property-wrapper-ignored` reports.
///
/// ## Before
/// ```swift
/// @AppStorage("scheme", store: .group) var scheme = "light"
/// ```
/// ## After
/// ```swift
/// var scheme: String {
///     get {
///         access(keyPath: \.scheme)
///         return UserDefaults.group.object(forKey: "scheme") as? String ?? "light"
///     }
///     set {
///         withMutation(keyPath: \.scheme) {
///             UserDefaults.group.set(newValue, forKey: "scheme")
///         }
///     }
/// }
/// ```
/// Limits: a write to the key from elsewhere (another `@AppStorage` of the
/// key, `UserDefaults` directly, a settings bundle) does not tell views
/// reading this property; the note says so.
final class ConvertAppStorage: MigrationRewriter, MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .appStorageConverted, severity: .note,
        summary: "An `@AppStorage` property of a migrated class became a computed property over `UserDefaults` (same key, default and store) that calls `access(keyPath:)` and `withMutation(keyPath:)`, so views reading it still update when it is set.",
        suggestedFix: "Nothing to do, unless other code writes the key (another `@AppStorage`, `UserDefaults` directly): views reading this property then update only when it is set through it."
    )]

    /// Whether property `name` of class `owner`, an `.appStorage` one, is
    /// converted: no `$name` (its binding) or `_name` (its storage) is used
    /// anywhere, which the computed property would not have.
    static func converts(_ name: String, of owner: [String], index: ProjectIndex) -> Bool {
        !index.resolution.usesWrapperProjectionOrStorage(name, in: owner)
    }

    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.classes.contains { fact in
            index.isMigrated(fact.qualifiedName)
                && fact.properties.contains { $0.kind == .appStorage && converts($0.name, of: fact.qualifiedName, index: index) }
        }
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard isMemberOfMigratedClass(node), let owner = context.names.owningType(of: node), let conversion = AppStorageProperty(node),
              Self.converts(conversion.name, of: owner, index: index) else { return super.visit(node) }
        return DeclSyntax(Self.computed(conversion, replacing: node, lineBreak: context.lineBreak))
    }

    /// The computed property, at the declaration's place, with its leading trivia and modifiers.
    static func computed(_ conversion: AppStorageProperty, replacing decl: VariableDeclSyntax, lineBreak: Trivia) -> VariableDeclSyntax {
        let indentation = decl.leadingTrivia.indentationOfLastLine
        let step = "    "
        let keyPath = "\\.\(conversion.name)"
        let fallback = conversion.defaultValue.map { " ?? \($0.description)" } ?? ""
        let modifiers = decl.modifiers.map(\.trimmedDescription).joined(separator: " ")
        // The tool's own text, made of the declaration's parts, parsed as a member.
        let lines = [
            (modifiers.isEmpty ? "" : modifiers + " ") + "var \(conversion.name): \(conversion.type.description) {",
            "\(step)get {",
            "\(step)\(step)access(keyPath: \(keyPath))",
            "\(step)\(step)return \(conversion.store.description).object(forKey: \(conversion.key.description)) as? \(conversion.storedType)\(fallback)",
            "\(step)}",
            "\(step)set {",
            "\(step)\(step)withMutation(keyPath: \(keyPath)) {",
            "\(step)\(step)\(step)\(conversion.store.description).set(newValue, forKey: \(conversion.key.description))",
            "\(step)\(step)}",
            "\(step)}",
            "}",
        ]
        let source = lines.joined(separator: lineBreak.description + indentation.description)
        guard let computed = MemberBlockItemListSyntax(stringLiteral: source).first?.decl.as(VariableDeclSyntax.self) else { return decl }
        return computed.with(\.leadingTrivia, decl.leadingTrivia).with(\.trailingTrivia, decl.trailingTrivia)
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.classes.filter { context.index.isMigrated($0.qualifiedName) }.flatMap { fact in
            fact.properties.filter { $0.kind == .appStorage && converts($0.name, of: fact.qualifiedName, index: context.index) }.map { property in
                context.finding(.appStorageConverted, property.position,
                    "'\(property.name)' in '\(Resolution.key(fact.qualifiedName))' was @AppStorage: it is now computed over UserDefaults with access(keyPath:) and withMutation(keyPath:), so views reading it update when it is set",
                    applied: true)
            }
        }
    }
}
