@_spi(RawSyntax) import SwiftSyntax

/// What a `RawTreeWalk` asks of its visitor at each node.
protocol RawTreeVisitor: AnyObject {
    /// Called for each node other than a token, in source order, before its
    /// children (as `SyntaxVisitor` in source-accurate mode reaches them),
    /// with its kind. `walk.node()` is the typed node, built on first ask.
    func enter(_ node: RawSyntax, kind: SyntaxKind, in walk: RawTreeWalk) -> SyntaxVisitorContinueKind
    /// Called after the node's children, or right after `enter` when it
    /// skipped them.
    func leave(_ node: RawSyntax, kind: SyntaxKind)
}

/// Walks a parsed tree over the parser's raw nodes, and builds the typed node
/// (with its parents, as `Syntax` has them) only of the nodes its visitor
/// asks for. A `SyntaxVisitor` builds node data for every node and token it
/// passes; a walk that records a few kinds of nodes, most of them told apart
/// from their raw bytes, needs it for a small part of the tree.
///
/// A visitor is handed the walk at the node being visited; it is valid only
/// during that call.
struct RawTreeWalk {
    /// The node being visited, on the walk's call stack, which holds its parents.
    private let frame: UnsafeMutablePointer<Frame>

    /// One node on the path from the root, on the walk's call stack.
    private struct Frame {
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
    static func walk(_ tree: some SyntaxProtocol, with visitor: some RawTreeVisitor) {
        var root = Frame(raw: tree.raw, kind: tree.raw.kind, parent: nil, place: 0, node: Syntax(tree))
        withUnsafeMutablePointer(to: &root) { visit($0, visitor) }
    }

    /// The typed node of the node being visited.
    func node() -> Syntax { Self.node(of: frame) }

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
        if visitor.enter(raw, kind: kind, in: RawTreeWalk(frame: frame)) == .visitChildren, let layout = raw.layoutView {
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
        visitor.leave(raw, kind: kind)
    }
}

extension RawTreeWalk {
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

        func enter(_ node: RawSyntax, kind: SyntaxKind, in walk: RawTreeWalk) -> SyntaxVisitorContinueKind {
            guard kind == .declReferenceExpr, let name = RawNames.declReferenceName(node) else { return .visitChildren }
            if names.contains(where: { name.elementsEqual($0) }) {
                found(walk.node().cast(DeclReferenceExprSyntax.self))
            }
            return .skipChildren
        }

        func leave(_ node: RawSyntax, kind: SyntaxKind) {}
    }
}
