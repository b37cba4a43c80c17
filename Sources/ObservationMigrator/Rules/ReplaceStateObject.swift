import SwiftSyntax
import SyntaxSupport

/// `@StateObject` of a migrated class becomes `@State` where that builds the
/// object as often as before; elsewhere it stays `@StateObject`, and the class
/// keeps `ObservableObject` next to `@Observable` (the table is
/// `ProjectIndex.StateObjectDecision`'s).
///
/// ## Before
/// ```swift
/// @StateObject private var library = Library()
/// @StateObject private var orders = OrdersModel(store: store)
/// ```
/// ## After
/// ```swift
/// @State private var library = Library()
/// @StateObject private var orders = OrdersModel(store: store)
/// ```
/// Spelling: `@State private var x = Model()` compiles and means the same with
/// the property wrapper (Xcode 26 and earlier) and the macro (Xcode 27),
/// which evaluates a declaration's value lazily; only values whose extra
/// evaluations before Xcode 27 cannot be seen get it. A value handed over in
/// `init` is written `self.x = value` (`RewriteWrapperInitializers`).
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
        rule: .stateObjectKept, severity: .note,
        summary: "A `@StateObject` of a migrated class stays `@StateObject`: `@State` would build the object at other times or more often (its value is computed, handed over in `init` or by callers, or the class's construction runs code). The class becomes `@Observable` and keeps `ObservableObject` for it; both SwiftUIs (Xcode 26's property wrapper, Xcode 27's macro) build it once per view, as before.",
        suggestedFix: "Nothing to do. To drop `ObservableObject` later, build the object in the parent (or in `.task`) and pass it in."
    )]

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.wrapperProperties.compactMap { wrapper in
            guard wrapper.wrapper == .stateObject, context.index.viewPropertyForm(of: wrapper) == .stateObject,
                  let reason = context.index.stateObjects.reasons[Resolution.key(wrapper.owner + [wrapper.name])] else { return nil }
            return context.finding(.stateObjectKept, wrapper.position, "@StateObject '\(wrapper.name)' stays: \(reason)", applied: true)
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
