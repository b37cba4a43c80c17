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
/// nothing uses, with a name, a value type the tool can name (`Bool`, `Int`,
/// `Double`, `String`, `Data`, an enum of the project, stored by its raw
/// value, or an optional of one; written, or read from a literal or an enum
/// case) and, unless optional, a default value; its `willSet` and `didSet`
/// run in the setter, around the write, when they only read the property
/// (`SetterObservers`). Any other `@AppStorage` (a `URL` or `Date`
/// value, its binding used) has no faithful form under `@Observable`: its
/// class stays `ObservableObject`, and `app-storage-kept` says why.
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
    static let descriptions = [
        RuleDescription(
            rule: .appStorageConverted, severity: .note,
            summary: "An `@AppStorage` property of a migrated class became a computed property over `UserDefaults` (same key, default and store; an enum by its raw value; its `willSet` and `didSet` run around the write) that calls `access(keyPath:)` and `withMutation(keyPath:)`, so views reading it still update when it is set.",
            suggestedFix: "Nothing to do, unless other code writes the key (another `@AppStorage`, `UserDefaults` directly): views reading this property then update only when it is set through it."
        ),
        RuleDescription(
            rule: .appStorageKept, severity: .warning,
            summary: "A class with an `@AppStorage` property the migration cannot make computed (a `URL` or `Date` value, a default or a store computed when read, a type it cannot tell, its `$name` binding or `_name` storage used, observers that change it) stays `ObservableObject`: under `@Observable` the property would need `@ObservationIgnored`, and views would stop updating when it changes.",
            suggestedFix: "Make the property computed over `UserDefaults`, calling `access(keyPath:)` in the getter and `withMutation(keyPath:)` around the write, then rerun."
        ),
    ]

    /// Whether an `.appStorage` property of class `owner` is converted: no
    /// `$name` (its binding) or `_name` (its storage) is used anywhere, which
    /// the computed property would not have, and a value of a type
    /// `UserDefaults` does not read back is of an enum of the project.
    static func converts(_ name: String, enumType: AppStorageEnum?, of owner: [String], resolution: Resolution) -> Bool {
        guard !resolution.usesWrapperProjectionOrStorage(name, in: owner) else { return false }
        guard let enumType else { return true }
        return resolution.isEnum(enumType.type, scope: owner)
            && enumType.inferredCase.map { resolution.isEnumCase($0, of: enumType.type, scope: owner) } ?? true
    }

    static func converts(_ property: ModelPropertyFact, of owner: [String], resolution: Resolution) -> Bool {
        property.kind == .appStorage && converts(property.name, enumType: property.appStorageEnum, of: owner, resolution: resolution)
    }

    /// The `@AppStorage` properties that keep a class: those no conversion covers.
    static func unconverted(in fact: ClassFact, resolution: Resolution) -> [ModelPropertyFact] {
        fact.properties.filter { property in
            switch property.kind {
            case .appStorage: return !converts(property, of: fact.qualifiedName, resolution: resolution)
            default: return property.kind.isUnconvertedAppStorage
            }
        }
    }

    static let pass = MigrationPolicy.ClassPass { _, fact, resolution, _ in
        unconverted(in: fact, resolution: resolution).first.map { .appStorage($0.name) }
    }

    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.classes.contains { fact in
            index.isMigrated(fact.qualifiedName) && fact.properties.contains { converts($0, of: fact.qualifiedName, resolution: index.resolution) }
        }
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard isMemberOfMigratedClass(node), let owner = context.names.owningType(of: node), let conversion = AppStorageProperty(node),
              Self.converts(conversion.name, enumType: conversion.enumType, of: owner, resolution: index.resolution) else { return super.visit(node) }
        return DeclSyntax(Self.computed(conversion, replacing: node, lineBreak: context.lineBreak))
    }

    /// The computed property, at the declaration's place, with its leading trivia and modifiers.
    static func computed(_ conversion: AppStorageProperty, replacing decl: VariableDeclSyntax, lineBreak: Trivia) -> VariableDeclSyntax {
        let indentation = decl.leadingTrivia.indentationOfLastLine
        let step = "    "
        let keyPath = "\\.\(conversion.name)"
        let fallback = conversion.defaultValue.map { " ?? \($0.description)" } ?? ""
        let kept = decl.attributes.filter { element in
            element.as(AttributeSyntax.self).map { AppStorageProperty.keptAttributeNames.contains(ModelPropertyKind.attributeName($0)) } ?? false
        }
        let modifiers = (kept.map(\.trimmedDescription) + decl.modifiers.map(\.trimmedDescription)).joined(separator: " ")
        let (store, key) = (conversion.store.description, conversion.key.description)
        // An enum is stored by its raw value, as `@AppStorage` stores it.
        let read: String
        let written: String
        if conversion.enumType != nil {
            read = "(\(store).object(forKey: \(key)) as? \(conversion.storedType).RawValue).flatMap(\(conversion.storedType).init(rawValue:))"
            written = conversion.isOptional ? "newValue?.rawValue" : "newValue.rawValue"
        } else {
            read = "\(store).object(forKey: \(key)) as? \(conversion.storedType)"
            written = "newValue"
        }
        let write = [
            "\(step)\(step)withMutation(keyPath: \(keyPath)) {",
            "\(step)\(step)\(step)\(store).set(\(written), forKey: \(key))",
            "\(step)\(step)}",
        ]
        let setter = SetterObservers(willSet: conversion.willSet, didSet: conversion.didSet)
            .setter(around: write, current: conversion.name, indentation: step + step)
        // The tool's own text, made of the declaration's parts, parsed as a member.
        let lines = [
            (modifiers.isEmpty ? "" : modifiers + " ") + "var \(conversion.name): \(conversion.type.description) {",
            "\(step)get {",
            "\(step)\(step)access(keyPath: \(keyPath))",
            "\(step)\(step)return \(read)\(fallback)",
            "\(step)}",
            "\(step)set {",
        ] + setter + [
            "\(step)}",
            "}",
        ]
        let source = lines.joined(separator: lineBreak.description + indentation.description)
        guard let computed = MemberBlockItemListSyntax(stringLiteral: source).first?.decl.as(VariableDeclSyntax.self) else { return decl }
        return computed.with(\.leadingTrivia, decl.leadingTrivia).with(\.trailingTrivia, decl.trailingTrivia)
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.classes.flatMap { fact -> [Finding] in
            let key = Resolution.key(fact.qualifiedName)
            if case .appStorage? = context.index.policy.exclusions[key] {
                // Every property that keeps it, so that one pass of edits can let it migrate.
                return unconverted(in: fact, resolution: context.resolution).map { property in
                    let usesBinding = context.resolution.usesWrapperProjectionOrStorage(property.name, in: fact.qualifiedName)
                    return context.finding(.appStorageKept, property.position,
                        "'\(key)' stays ObservableObject: its @AppStorage '\(property.name)' \(whyKept(property, of: fact.qualifiedName, resolution: context.resolution)), so under @Observable it would need @ObservationIgnored and views would stop updating when it changes",
                        applied: false,
                        fix: usesBinding ? "Bind through the object instead (`$model.\(property.name)` in place of `model.$\(property.name)`, which the migrated view gets with `@Bindable`) and read `UserDefaults` in place of `_\(property.name)`, then rerun." : nil)
                }
            }
            guard context.index.isMigrated(fact.qualifiedName) else { return [] }
            return fact.properties.filter { converts($0, of: fact.qualifiedName, resolution: context.resolution) }.map { property in
                context.finding(.appStorageConverted, property.position,
                    "'\(property.name)' in '\(key)' was @AppStorage: it is now computed over UserDefaults with access(keyPath:) and withMutation(keyPath:), so views reading it update when it is set",
                    applied: true)
            }
        }
    }

    /// Why a property has no computed form, as the report says it.
    private static func whyKept(_ property: ModelPropertyFact, of owner: [String], resolution: Resolution) -> String {
        if resolution.storageNames(in: owner).contains(property.name) {
            return "has its storage '_\(property.name)' used, which a computed property does not have"
        }
        if resolution.usesWrapperProjectionOrStorage(property.name, in: owner) {
            return "has its binding '$\(property.name)' used, which a computed property does not have"
        }
        if let enumType = property.appStorageEnum {
            return "holds a '\(enumType.type.joined(separator: "."))', which is not an enum of the project with that case, so the migration cannot tell how it is stored"
        }
        return property.appStorageRefusal?.description ?? "has no computed form the migration writes"
    }
}
