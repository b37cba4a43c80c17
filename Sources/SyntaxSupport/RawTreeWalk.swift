@_spi(RawSyntax) import SwiftSyntax

/// What a `RawTreeWalk` asks of its visitor at each node.
package protocol RawTreeVisitor: AnyObject {
    /// Called for each node other than a token, in source order, before its
    /// children (as `SyntaxVisitor` in source-accurate mode reaches them).
    /// `walk.kind` is its kind, `walk.node()` the typed node, built on first
    /// ask; the walk's other properties read names from the raw node.
    func enter(_ walk: RawTreeWalk) -> SyntaxVisitorContinueKind
    /// Called after the node's children, or right after `enter` when it
    /// skipped them.
    func leave(_ kind: SyntaxKind)
}

/// Walks a parsed tree over the parser's raw nodes, and builds the typed node
/// (with its parents, as `Syntax` has them) only of the nodes its visitor
/// asks for. A `SyntaxVisitor` builds node data for every node and token it
/// passes; a walk that records a few kinds of nodes, most of them told apart
/// from their raw bytes, needs it for a small part of the tree.
///
/// A visitor is handed the walk at the node being visited; it is valid only
/// during that call.
package struct RawTreeWalk {
    /// The node being visited, on the walk's call stack, which holds its parents.
    fileprivate let frame: UnsafeMutablePointer<Frame>

    /// One node on the path from the root, on the walk's call stack.
    fileprivate struct Frame {
        let raw: RawSyntax
        /// Its kind, read once (each read is a call into the syntax library).
        let kind: SyntaxKind
        let parent: UnsafeMutablePointer<Frame>?
        /// Its place among its parent's present children.
        let place: Int
        /// Its typed node, once built.
        var node: Syntax?
        /// Its children and the last child built: the walk goes forward, so
        /// the next one is found from there.
        var children: SyntaxChildren?
        var childPlace = 0
        var childIndex: SyntaxChildrenIndex?
    }

    /// Walks `tree` with `visitor`.
    package static func walk(_ tree: some SyntaxProtocol, with visitor: some RawTreeVisitor) {
        var root = Frame(raw: tree.raw, kind: tree.raw.kind, parent: nil, place: 0, node: Syntax(tree))
        withUnsafeMutablePointer(to: &root) { visit($0, visitor) }
    }

    /// The typed node of the node being visited.
    package func node() -> Syntax { Self.node(of: frame) }

    /// The kind of the node being visited.
    package var kind: SyntaxKind { frame.pointee.kind }

    private static func node(of frame: UnsafeMutablePointer<Frame>) -> Syntax {
        if let node = frame.pointee.node { return node }
        guard let parentFrame = frame.pointee.parent else { preconditionFailure("the root's node is known") }
        let parent = node(of: parentFrame)
        let children = parentFrame.pointee.children ?? parent.children(viewMode: .all)
        let place = frame.pointee.place
        var index = parentFrame.pointee.childIndex ?? children.startIndex
        var current = parentFrame.pointee.childPlace
        if place < current {
            index = children.startIndex
            current = 0
        }
        while current < place {
            index = children.index(after: index)
            current += 1
        }
        parentFrame.pointee.children = children
        parentFrame.pointee.childPlace = current
        parentFrame.pointee.childIndex = index
        let node = children[index]
        assert(node.raw.id == frame.pointee.raw.id, "the typed node is the raw node's")
        frame.pointee.node = node
        return node
    }

    private static func visit(_ frame: UnsafeMutablePointer<Frame>, _ visitor: some RawTreeVisitor) {
        let raw = frame.pointee.raw
        let kind = frame.pointee.kind
        if visitor.enter(RawTreeWalk(frame: frame)) == .visitChildren, let layout = raw.layoutView {
            var place = 0
            for child in layout.children {
                guard let child else { continue }
                defer { place += 1 }
                let childKind = child.kind
                if childKind == .token { continue }
                var childFrame = Frame(raw: child, kind: childKind, parent: frame, place: place)
                withUnsafeMutablePointer(to: &childFrame) { visit($0, visitor) }
            }
        }
        visitor.leave(kind)
    }
}

/// A name's bytes, as the parser holds them: compared without making a string.
/// The bytes are the tree's: use them while the node is alive.
package struct RawName: Hashable, ExpressibleByStringLiteral {
    private let text: SyntaxText

    init(_ text: SyntaxText) { self.text = text }

    package init(stringLiteral value: StaticString) { text = SyntaxText(value) }

    /// The first byte, if any.
    package var first: UInt8? { text.first }

    package func hasSuffix(_ suffix: RawName) -> Bool { text.hasSuffix(suffix.text) }
}

/// Names read from the raw node being visited, without building its typed
/// node (`RawNames`). Each is nil for a node of another kind or shape. The
/// bytes are the tree's: read them while the node is alive.
package extension RawTreeWalk {
    /// The name of a reference (`x`) or of a member access (`base.x`).
    var referencedName: RawName? { RawNames.referencedName(frame.pointee.raw).map(RawName.init) }

    /// The name of a reference `x`.
    var declReferenceName: RawName? { RawNames.declReferenceName(frame.pointee.raw).map(RawName.init) }

    /// The last name of a member type (`Inner` of `Outer.Inner`).
    var memberTypeName: RawName? { RawMemberTypeSyntax(frame.pointee.raw).map { RawName($0.name.tokenText) } }

    /// The name of a type with generic arguments (`Box` of `Box<T>`).
    var genericTypeName: RawName? {
        guard let type = RawIdentifierTypeSyntax(frame.pointee.raw), type.genericArgumentClause != nil else { return nil }
        return RawName(type.name.tokenText)
    }

    /// The target's `referencedName` of a sequence that is one assignment (`target = value`).
    var assignmentTargetName: RawName? {
        guard let elements = RawSequenceExprSyntax(frame.pointee.raw)?.elements.layoutView.children, elements.count == 3,
              elements[1]?.kind == .assignmentExpr, let target = elements[0] else { return nil }
        return RawNames.referencedName(target).map(RawName.init)
    }

    /// The `referencedName` of a call's callee (`f` of `f(x)`, `g` of `a.g(x)`).
    var calleeName: RawName? {
        RawFunctionCallExprSyntax(frame.pointee.raw).flatMap { RawNames.referencedName($0.calledExpression.raw) }.map(RawName.init)
    }

    /// The name a call's callee refers to, generic arguments aside (`Box` of
    /// `Box(x)` and of `Box<T>(x)`); nil for a member access.
    var calleeReferenceName: RawName? {
        guard let call = RawFunctionCallExprSyntax(frame.pointee.raw) else { return nil }
        let callee = RawGenericSpecializationExprSyntax(call.calledExpression.raw)?.expression.raw ?? call.calledExpression.raw
        return RawNames.declReferenceName(callee).map(RawName.init)
    }

    /// Whether a call has an argument with a label.
    var callHasLabeledArgument: Bool {
        guard let call = RawFunctionCallExprSyntax(frame.pointee.raw) else { return false }
        return call.arguments.layoutView.children.contains { $0.flatMap(RawLabeledExprSyntax.init)?.label != nil }
    }
}

package extension RawTreeWalk {
    /// Calls `found` with each reference in `node` (a `name` alone or the
    /// name of a member access) whose name is one of `names`, in source
    /// order; the others are told from their raw bytes.
    ///
    /// `text`, when given, is the text of `node`'s tree (the tree parsed from
    /// it, unedited): the references are then looked for only where a name
    /// occurs in it, instead of walking every node. A storage property's name
    /// occurs a few times in a class; the walk would visit the whole body or file.
    static func forEachReference(named names: Set<String>, in node: some SyntaxProtocol, text: String? = nil,
                                 _ found: (DeclReferenceExprSyntax) -> Void) {
        guard !names.isEmpty else { return }
        if let text, let offsets = occurrences(of: names, in: node, text: text) {
            for offset in offsets {
                if let reference = reference(named: names, at: offset, in: Syntax(node)) { found(reference) }
            }
            return
        }
        withoutActuallyEscaping(found) { found in
            walk(node, with: ReferenceFinder(names: names.map { Array($0.utf8) }, found: found))
        }
    }

    /// More occurrences than this are looked up by walking the node: each
    /// lookup descends from the node, reading the children on its way.
    private static let occurrenceLimit = 48

    /// The UTF-8 offsets in `node`'s range of `text` where one of `names`
    /// occurs as a whole word, in order; nil when `text` is not the tree's
    /// (shorter than the node's end) or there are more than `occurrenceLimit`.
    private static func occurrences(of names: Set<String>, in node: some SyntaxProtocol, text: String) -> [Int]? {
        let range = node.position.utf8Offset..<node.endPosition.utf8Offset
        guard range.upperBound <= text.utf8.count else { return nil }
        return TextScan.wordOffsets(of: names.sorted(), in: text, within: range, limit: occurrenceLimit)
    }

    /// The reference whose name token starts at `offset`, if it is one of `names`.
    private static func reference(named names: Set<String>, at offset: Int, in node: Syntax) -> DeclReferenceExprSyntax? {
        var current = node
        while current.as(TokenSyntax.self) == nil {
            guard let child = current.children(viewMode: .sourceAccurate).first(where: { offset < $0.endPosition.utf8Offset }),
                  child.position.utf8Offset <= offset else { return nil }
            current = child
        }
        guard let token = current.as(TokenSyntax.self), token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
              names.contains(token.text), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              reference.baseName.id == token.id else { return nil }
        return reference
    }

    private final class ReferenceFinder: RawTreeVisitor {
        let names: [[UInt8]]
        let found: (DeclReferenceExprSyntax) -> Void

        init(names: [[UInt8]], found: @escaping (DeclReferenceExprSyntax) -> Void) {
            self.names = names
            self.found = found
        }

        func enter(_ walk: RawTreeWalk) -> SyntaxVisitorContinueKind {
            guard walk.kind == .declReferenceExpr, let name = RawNames.declReferenceName(walk.frame.pointee.raw) else { return .visitChildren }
            if names.contains(where: { name.elementsEqual($0) }) {
                found(walk.node().cast(DeclReferenceExprSyntax.self))
            }
            return .skipChildren
        }

        func leave(_ kind: SyntaxKind) {}
    }
}
