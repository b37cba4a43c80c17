import SwiftSyntax

/// `@ObservedObject` of a migrated class becomes a plain property, `@Bindable`
/// when the type makes `$name` bindings, or `@State` when the view creates the
/// object itself (`@ObservedObject var vm = ViewModel()`).
///
/// ## Before
/// ```swift
/// @ObservedObject var book: Book
/// ```
/// ## After
/// ```swift
/// var book: Book            // or: @Bindable var book: Book
/// ```
final class ReplaceObservedObject: MigrationRewriter, MigrationRule {
    /// Only files with an `@ObservedObject` of a class that migrates.
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.wrapperProperties.contains { $0.wrapper == .observedObject && index.viewPropertyForm(of: $0) != nil }
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard let property = ObservableWrapperProperty(node), property.kind == .observedObject,
              let form = viewPropertyForm(of: property, in: node) else { return super.visit(node) }
        switch form {
        case .plain:
            return DeclSyntax(AttributeEditing.removing(property.attribute, from: node))
        case .bindable:
            return DeclSyntax(AttributeEditing.replacing(property.attribute, with: AttributeEditing.renamed(property.attribute, to: "Bindable", module: qualifier(for: "Bindable", module: "SwiftUI", at: node)), in: node))
        case .state:
            return DeclSyntax(AttributeEditing.replacing(property.attribute, with: AttributeEditing.renamed(property.attribute, to: "State", module: qualifier(for: "State", module: "SwiftUI", at: node)), in: node))
        case .environment:
            return super.visit(node)
        }
    }
}

extension ReplaceObservedObject {
    static let descriptions = [RuleDescription(
        rule: .viewOwnedObservedObject, severity: .note,
        summary: "`@ObservedObject var vm = VM()` became `@State`: the view creates what it observes.",
        suggestedFix: "Make sure the view should own it, or pass it in."
    )]

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.wrapperProperties.compactMap { wrapper in
            guard wrapper.wrapper == .observedObject, context.index.viewPropertyForm(of: wrapper) == .state else { return nil }
            return context.finding(.viewOwnedObservedObject, wrapper.position,
                "@ObservedObject '\(wrapper.name)' creates its own object, so it became @State, which owns it (the old code recreated it with its parent)",
                applied: true)
        }
    }
}
