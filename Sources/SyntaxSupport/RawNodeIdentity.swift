@_spi(RawSyntax) import SwiftSyntax

package extension SyntaxProtocol {
    /// The same parsed nodes under a new root: the node data a walk made
    /// under the old root is left behind with it.
    var underNewRoot: Self {
        Syntax(raw: raw, rawNodeArena: raw.arena).cast(Self.self)
    }
}

/// Where some nodes of a parsed tree lie in its text, found by the node's
/// parsed identity: a rewrite that leaves a subtree as it was keeps its
/// parsed nodes, so a node of a rewritten tree is found here wherever it now
/// stands, as long as it was not itself rebuilt.
package final class ParsedNodeRanges {
    private let tree: Syntax
    private let kinds: (SyntaxKind) -> Bool
    /// Each chosen node's byte range, leading and trailing trivia included;
    /// found in one walk over the parsed nodes when first asked.
    private var ranges: [RawSyntax.ID: Range<Int>]?

    /// The ranges of the nodes of `tree` whose kind `kinds` accepts.
    package init(_ tree: some SyntaxProtocol, kinds: @escaping (SyntaxKind) -> Bool) {
        self.tree = Syntax(tree)
        self.kinds = kinds
    }

    /// The byte range of `node` in the tree's text, if it is one of the
    /// tree's parsed nodes of a chosen kind; nil otherwise.
    package func range(of node: some SyntaxProtocol) -> Range<Int>? {
        if ranges == nil {
            var found: [RawSyntax.ID: Range<Int>] = [:]
            collect(tree.raw, at: 0, into: &found)
            ranges = found
        }
        return ranges?[node.raw.id]
    }

    private func collect(_ node: RawSyntax, at offset: Int, into ranges: inout [RawSyntax.ID: Range<Int>]) {
        guard let layout = node.layoutView else { return }
        if kinds(node.kind) { ranges[node.id] = offset..<(offset + node.byteLength) }
        var childOffset = offset
        for child in layout.children {
            guard let child else { continue }
            collect(child, at: childOffset, into: &ranges)
            childOffset += child.byteLength
        }
    }
}
