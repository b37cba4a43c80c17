import SwiftSyntax

/// `@StateObject` of a migrated class becomes `@State`.
///
/// ## Before
/// ```swift
/// @StateObject private var library = Library()
/// ```
/// ## After
/// ```swift
/// @State private var library = Library()
/// ```
/// `@State` evaluates its initial value on every init of the view; the report
/// says so (`state-init-cost`) when that value is more than a plain call.
final class ReplaceStateObject: MigrationRewriter, MigrationRule {
    /// Only files with a `@StateObject` of a class that migrates.
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.wrapperProperties.contains { $0.wrapper == .stateObject && index.viewPropertyForm(of: $0) == .state }
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard let property = ObservableWrapperProperty(node), property.kind == .stateObject,
              viewPropertyForm(of: property, in: node) == .state else { return super.visit(node) }
        return DeclSyntax(AttributeEditing.replacing(property.attribute, with: AttributeEditing.renamed(property.attribute, to: "State", module: qualifier(for: "State", module: "SwiftUI", at: node)), in: node))
    }
}

extension ReplaceStateObject {
    static let descriptions = [RuleDescription(
        rule: .stateInitCost, severity: .warning,
        summary: "`@StateObject` became `@State` (or `_x = StateObject(wrappedValue:)` in `init` became `State(initialValue:)`) with an initial value that is more than a call with literal arguments or a static read such as `.shared`: `@State` evaluates it on every init of the view (not reported in the `App` struct, which SwiftUI creates once).",
        suggestedFix: "Create it once (in a parent or in `.task`) and pass it in if it is costly."
    )]

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.wrapperProperties.compactMap { wrapper in
            guard wrapper.wrapper == .stateObject, context.index.viewPropertyForm(of: wrapper) == .state,
                  !isAppEntryPoint(wrapper.owner, in: file, resolution: context.resolution) else { return nil }
            if !wrapper.initializerIsCheap {
                return context.finding(.stateInitCost, wrapper.position,
                    "@StateObject '\(wrapper.name)' became @State; its initial value is now evaluated on every init of the view, not once", applied: true)
            }
            // A plain `T()` still runs T's init (and, for each discarded copy, its deinit) on every init of the view.
            guard wrapper.initializerCreatesObject,
                  let owner = context.resolution.resolveWrappedClass(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: wrapper.path),
                  context.resolution.classes[owner]?.hasLifecycleCode == true else { return nil }
            return context.finding(.stateInitCost, wrapper.position,
                "@StateObject '\(wrapper.name)' became @State; '\(owner)' has an init or deinit, which now runs for a new copy on every init of the view (SwiftUI keeps the first; a copy whose init starts a task or subscription that holds it is never freed)",
                applied: true)
        }
    }

    /// Whether `owner` is the app's `App` struct, declared in `file`: SwiftUI
    /// creates it once, so `@State` evaluates its initial values once too.
    /// `: App` counts unless a type of the project named `App` is visible there.
    static func isAppEntryPoint(_ owner: [String], in file: FileFacts, resolution: Resolution) -> Bool {
        file.appEntryPoints.contains { entry in
            entry.type == owner && (entry.conformance.count == 2 || !resolution.isTypeVisible("App", from: owner, in: file.path))
        }
    }
}
