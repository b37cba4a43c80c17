import SwiftSyntax
import SyntaxSupport

/// Whether a view's wrapper property is read only in actions: closures that
/// run after the view's `body` is built (a `Binding`'s getter and setter, a
/// `Button`'s action, `.onAppear`, `.onTapGesture`, `.task`, …). The
/// wrapper redrew the view on every change of the object; under
/// Observation a view is redrawn only when a property its `body` read
/// changes, and a read in an action is not one.
enum ActionReads {
    /// The modifiers whose closures run later, as actions.
    private static let actionModifiers: Set<String> = [
        "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture", "task", "onChange", "onReceive", "onSubmit",
        "onEnded", "onChanged", "refreshable", "onDelete", "onMove", "onOpenURL", "onHover", "onContinuousHover",
        "onCommit", "onDrop", "onDrag", "onKeyPress", "onExitCommand", "onPlayPauseCommand", "onMoveCommand",
    ]

    /// Whether every reference to `name` (`name`, `$name`, `_name`) in the
    /// type `owner` is inside an action, and there is at least one. A
    /// function of the type, or a closure the tool does not know, counts as
    /// a read while the body is built.
    static func readsOnlyInActions(_ name: String, in owner: Syntax, text: String) -> Bool {
        // Where the names occur, in order; a view naming it this often reads it in its body.
        let range = owner.position.utf8Offset..<owner.endPosition.utf8Offset
        guard range.upperBound <= text.utf8.count,
              let offsets = TextScan.wordOffsets(of: [name, "$" + name, "_" + name].sorted(), in: text, within: range, limit: 24) else { return false }
        var found = false
        for offset in offsets {
            guard let token = owner.token(at: AbsolutePosition(utf8Offset: offset)),
                  token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id else { continue }
            // The first read outside an action settles it.
            guard isInAction(reference, within: owner) else { return false }
            found = true
        }
        return found
    }

    private static func isInAction(_ node: some SyntaxProtocol, within owner: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor.id != owner.id {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) { return false }
            if let closure = ancestor.as(ClosureExprSyntax.self), isAction(closure) { return true }
            current = ancestor.parent
        }
        return false
    }

    /// A closure handed to a call as one of its actions.
    private static func isAction(_ closure: ClosureExprSyntax) -> Bool {
        let label: String?
        let call: FunctionCallExprSyntax?
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            label = argument.label?.text
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else if let trailing = closure.parent?.as(FunctionCallExprSyntax.self), trailing.trailingClosure?.id == closure.id {
            label = nil
            call = trailing
        } else {
            return false
        }
        guard let call else { return false }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        switch callee {
        case "Binding"?: return label == "get" || label == "set"
        // `Button("Save") { … }`, `Button(action: { … }) { label }`; not `label:`.
        case "Button"?:
            return label == "action" || (label == nil && (call.arguments.contains { $0.label == nil }
                || call.additionalTrailingClosures.contains { $0.label.text == "label" }))
        case let modifier? where call.calledExpression.is(MemberAccessExprSyntax.self): return actionModifiers.contains(modifier)
        default: return false
        }
    }
}
