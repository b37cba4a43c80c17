import SwiftSyntax
import SyntaxSupport

/// `@EnvironmentObject var m: T` of a migrated class becomes
/// `@Environment(T.self) var m`; an optional `T?` keeps its annotation.
///
/// ## Before
/// ```swift
/// @EnvironmentObject private var library: Library
/// ```
/// ## After
/// ```swift
/// @Environment(Library.self) private var library
/// ```
final class ReplaceEnvironmentObject: MigrationRewriter, MigrationRule {
    /// Only files with an `@EnvironmentObject` of a class that migrates.
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.wrapperProperties.contains { $0.wrapper == .environmentObject && index.viewPropertyForm(of: $0) == .environment }
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard let property = ObservableWrapperProperty(node), property.kind == .environmentObject,
              viewPropertyForm(of: property, in: node) == .environment,
              let type = property.declaredType else { return super.visit(node) }
        let typeReference = MemberAccessExprSyntax(
            base: ExprSyntax(TypeExprSyntax(type: type.trimmed)),
            period: .periodToken(),
            declName: DeclReferenceExprSyntax(baseName: .keyword(.self))
        )
        let attribute = AttributeSyntax(
            atSign: .atSignToken(),
            attributeName: AttributeEditing.typeName("Environment", module: qualifier(for: "Environment", module: "SwiftUI", at: node)),
            leftParen: .leftParenToken(),
            arguments: .argumentList(LabeledExprListSyntax([LabeledExprSyntax(expression: typeReference)])),
            rightParen: .rightParenToken()
        )
        var result = AttributeEditing.replacing(property.attribute, with: attribute, in: node)
        if !property.isOptional, let binding = result.bindings.first, let annotation = binding.typeAnnotation {
            let newBinding = binding
                .with(\.typeAnnotation, nil)
                .with(\.pattern, binding.pattern.with(\.trailingTrivia, binding.pattern.trailingTrivia + annotation.trailingTrivia))
            result.bindings = PatternBindingListSyntax([newBinding])
        }
        return DeclSyntax(result)
    }
}
