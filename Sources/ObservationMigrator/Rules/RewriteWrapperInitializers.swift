import SwiftSyntax
import SyntaxSupport

/// Rewrites wrapper initialisation in `init` to match the property's new form.
///
/// ## Before
/// ```swift
/// _vm = StateObject(wrappedValue: vm)
/// _book = ObservedObject(wrappedValue: book)
/// ```
/// ## After
/// ```swift
/// self.vm = vm              // `@State var vm: ViewModel`: compiles with Xcode 26 and 27
/// self.book = book          // or: _book = Bindable(wrappedValue: book)
/// ```
/// `_vm = StateObject(wrappedValue: ViewModel(id: id))` stays: it builds the
/// model once per view, where `State` would build it at every init
/// (`ProjectIndex.StateObjectDecision`).
///
/// In a class that migrates, `_count = Published(initialValue: count)` (or
/// `.init(initialValue:)`, `Published(wrappedValue:)`) becomes
/// `self.count = count`: `_count` is then the macro's storage of the value.
final class RewriteWrapperInitializers: MigrationRewriter, MigrationRule {
    /// Only files initialising the wrapper of a property that migrates.
    override class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool {
        file.wrapperInitAssignments.contains { assignment in
            index.resolution.wrapperProperty(assignment.name, of: assignment.owner).flatMap(index.viewPropertyForm(of:)) != nil
                || isPublishedStorage(assignment.name, of: assignment.owner, index: index)
        }
    }

    /// Whether `name` is a `@Published` property of `owner`, a class that migrates.
    static func isPublishedStorage(_ name: String, of owner: [String], index: ProjectIndex) -> Bool {
        let key = Resolution.key(owner)
        guard index.isMigrated(key) else { return false }
        return index.resolution.classes[key]?.properties.contains { $0.name == name && $0.kind == .published } ?? false
    }
    /// Edits `_name = Wrapper(…)` for the names phase 1 found assigned so.
    override class func bodyWords(in file: FileFacts, index: ProjectIndex) -> [String]? { file.wrapperInitAssignments.map { "_" + $0.name } }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        if let assignment = WrapperInitAssignment(node), let owner = context.names.containingType(of: node),
           Self.isPublishedStorage(assignment.propertyName, of: owner, index: index) {
            return Self.assigningTheProperty(node, assignment)
        }
        guard let assignment = WrapperInitAssignment(node), let owner = context.names.containingType(of: node),
              let wrapper = index.resolution.wrapperProperty(assignment.propertyName, of: owner),
              let form = index.viewPropertyForm(of: wrapper) else { return super.visit(node) }
        let call = assignment.call
        switch form {
        case .plain, .state where wrapper.wrapper == .stateObject:
            // `@State` is a macro in Xcode 27 (TN3211): its `_name` is a peer of
            // its own, not a `State`, and its `init` accessor takes
            // `self.name = value`, as the property wrapper of Xcode 26 and
            // earlier does for a property without a default (the policy keeps
            // the `@StateObject` of one with a default).
            return Self.assigningTheProperty(node, assignment)
        case .state, .bindable:
            let newType = form == .state ? "State" : "Bindable"
            let newLabel = form == .state ? "initialValue" : "wrappedValue"
            guard let calledName = assignment.calledName, calledName.text != "init" else {
                // `.init(initialValue:)`, which `ObservedObject` has and `Bindable`
                // does not (`State` has both labels): the label changes, the type is inferred.
                guard form == .bindable, let label = assignment.argument.label, label.text != newLabel else { return super.visit(node) }
                let argument = assignment.argument.with(\.label, label.with(\.tokenKind, .identifier(newLabel)))
                let newCall = call.with(\.arguments, LabeledExprListSyntax([argument]))
                return ExprSyntax(node.with(\.elements, ExprListSyntax([assignment.target, assignment.assignment, ExprSyntax(newCall)])))
            }
            var callee = ExprSyntax(DeclReferenceExprSyntax(baseName: calledName.with(\.tokenKind, .identifier(newType))))
            if qualifier(for: newType, module: "SwiftUI", at: node) != nil {
                // `SwiftUI.State(initialValue:)` where the app's own `State` is visible.
                callee = ExprSyntax(MemberAccessExprSyntax(
                    base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("SwiftUI", leadingTrivia: calledName.leadingTrivia))),
                    declName: DeclReferenceExprSyntax(baseName: .identifier(newType, trailingTrivia: calledName.trailingTrivia))
                ))
            }
            var newCall = call.with(\.calledExpression, callee)
            if let label = assignment.argument.label {
                newCall.arguments = LabeledExprListSyntax([assignment.argument.with(\.label, label.with(\.tokenKind, .identifier(newLabel)))])
            }
            return ExprSyntax(node.with(\.elements, ExprListSyntax([assignment.target, assignment.assignment, ExprSyntax(newCall)])))
        case .environment, .stateObject:
            return super.visit(node)
        }
    }

    /// `_name = Wrapper(wrappedValue: value)` → `self.name = value`.
    private static func assigningTheProperty(_ node: SequenceExprSyntax, _ assignment: WrapperInitAssignment) -> ExprSyntax {
        let target = MemberAccessExprSyntax(
            base: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))),
            period: .periodToken(),
            declName: DeclReferenceExprSyntax(baseName: .identifier(assignment.propertyName))
        ).with(\.leadingTrivia, assignment.target.leadingTrivia).with(\.trailingTrivia, assignment.target.trailingTrivia)
        let call = assignment.call
        let value = assignment.argument.expression.with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
        return ExprSyntax(node.with(\.elements, ExprListSyntax([ExprSyntax(target), assignment.assignment, value])))
    }
}
