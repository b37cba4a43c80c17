import SwiftSyntax

/// How a property of a model class fares under `@Observable`, read from its
/// declaration alone. The fact collector (for the report and the policy) and
/// the model rules (for the rewrite) both call `classify`.
enum ModelPropertyKind: Sendable, Hashable {
    /// `@Published var`: the attribute is stripped and the property stays tracked.
    case published
    /// `lazy var`: rejected by the macro, gets `@ObservationIgnored`.
    case lazy
    /// A stored property with another property wrapper (`@AppStorage`): gets `@ObservationIgnored`.
    case otherWrapper(String)
    /// A plain stored `var` that was not published and becomes tracked.
    case unpublishedStored
    /// Not affected: `let`, `static`, computed, or already `@ObservationIgnored`.
    case untouched

    /// Attributes with a capitalised name that are not property wrappers.
    private static let nonWrapperAttributes: Set<String> = [
        "MainActor", "ObservationIgnored", "ObservationTracked", "Sendable", "IBOutlet",
        "IBInspectable", "GKInspectable", "NSManaged", "NSCopying", "Published",
    ]

    static func classify(_ decl: VariableDeclSyntax) -> ModelPropertyKind {
        let names = attributeNames(decl.attributes)
        if names.contains("ObservationIgnored") { return .untouched }
        if decl.modifiers.contains(where: { [.static, .class].contains($0.name.tokenKind.keyword) }) {
            return .untouched
        }
        if publishedAttribute(of: decl) != nil { return .published }
        guard decl.bindingSpecifier.tokenKind == .keyword(.var) else { return .untouched }
        if decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) { return .lazy }
        if let wrapper = names.first(where: isWrapperName) { return .otherWrapper(wrapper) }
        guard decl.bindings.allSatisfy(isStored) else { return .untouched }
        return .unpublishedStored
    }

    /// The `@Published` (or `@Combine.Published`) attribute of a declaration.
    static func publishedAttribute(of decl: VariableDeclSyntax) -> AttributeSyntax? {
        decl.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { attribute in
            let parts = TypeNames.components(of: attribute.attributeName)
            return parts == ["Published"] || parts == ["Combine", "Published"]
        }
    }

    /// The names of the attributes, written as in source without arguments (`AppStorage`, `SwiftUI.State`).
    static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return TypeNames.components(of: attribute.attributeName)?.joined(separator: ".") ?? attribute.attributeName.trimmedDescription
        }
    }

    private static func isWrapperName(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        guard let first = last.first, first.isUppercase else { return false }
        return !nonWrapperAttributes.contains(last)
    }

    /// A binding with no accessor block, or only `willSet`/`didSet` observers.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock else { return true }
        switch accessors.accessors {
        case .getter:
            return false
        case .accessors(let list):
            return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }
}

extension TokenKind {
    /// The keyword of a keyword token, nil otherwise.
    var keyword: Keyword? {
        if case .keyword(let keyword) = self { return keyword }
        return nil
    }
}
