@_spi(RawSyntax) import SwiftSyntax

package extension SyntaxProtocol {
    /// The node's text, exactly as `description` gives it, built from its
    /// bytes: runs of tokens still lying side by side in the parsed source are
    /// copied at once, where `description` makes a string of every token.
    var sourceText: String { String(decoding: syntaxTextBytes, as: UTF8.self) }
}

/// The text of a rewritten tree, printed against the tree it was rewritten
/// from. A rewrite shares every node it did not change with the parsed tree;
/// those are copied from the parsed text in one piece each, so only the paths
/// to the edits are walked, where `sourceText` visits every node and token.
package enum RewrittenText {
    /// The text of `tree`, a rewrite of `original`, whose text is
    /// `originalText`: the same bytes as `tree.sourceText`.
    ///
    /// Only the original's lengths are read: a token built by an edit may
    /// report a stale length (`with(\.tokenKind, _)` on a built token keeps
    /// the old one), a parsed node never does.
    package static func of(_ tree: some SyntaxProtocol, rewriting original: some SyntaxProtocol, originalText: String) -> String {
        let new = tree.raw
        let old = original.raw
        var source = originalText
        return source.withUTF8 { source in
            // The original must be the text's own tree, or its lengths say nothing of the text.
            guard old.byteLength == source.count else { return tree.sourceText }
            var printer = Printer(source: source)
            printer.print(new, against: old, at: 0)
            return String(decoding: printer.bytes, as: UTF8.self)
        }
    }

    private struct Printer {
        let source: UnsafeBufferPointer<UInt8>
        var bytes: [UInt8] = []

        init(source: UnsafeBufferPointer<UInt8>) {
            self.source = source
            bytes.reserveCapacity(source.count + source.count / 8)
        }

        /// Prints `new`, which stands where `old` stood, at `offset` in the source.
        mutating func print(_ new: RawSyntax, against old: RawSyntax, at offset: Int) {
            if new.id == old.id {
                copy(offset, old.byteLength)
                return
            }
            guard new.kind == old.kind, let newLayout = new.layoutView, let oldLayout = old.layoutView else {
                printAll(new)
                return
            }
            let newChildren = newLayout.children
            let oldChildren = oldLayout.children
            if newChildren.count == oldChildren.count {
                // Child by child: a node's layout is fixed by its kind; a
                // collection of the same count edited some of its elements.
                var childOffset = offset
                for (newChild, oldChild) in zip(newChildren, oldChildren) {
                    if let newChild {
                        if let oldChild { print(newChild, against: oldChild, at: childOffset) } else { printAll(newChild) }
                    }
                    childOffset += oldChild?.byteLength ?? 0
                }
            } else if new.kind.isSyntaxCollection {
                // Elements added or removed: the elements kept are found in
                // order; an edited one is printed against the element it
                // replaced (the next one gone from the list, of its kind);
                // the others are printed whole.
                let kept = Set(newChildren.compactMap { $0?.id })
                var oldIndex = oldChildren.startIndex
                var oldOffset = offset
                for case let newChild? in newChildren {
                    var searchIndex = oldIndex
                    var searchOffset = oldOffset
                    while searchIndex < oldChildren.endIndex, oldChildren[searchIndex]?.id != newChild.id {
                        searchOffset += oldChildren[searchIndex]?.byteLength ?? 0
                        searchIndex += 1
                    }
                    if searchIndex < oldChildren.endIndex {
                        copy(searchOffset, newChild.byteLength)
                        oldIndex = searchIndex + 1
                        oldOffset = searchOffset + newChild.byteLength
                    } else if oldIndex < oldChildren.endIndex, let replaced = oldChildren[oldIndex],
                              !kept.contains(replaced.id), Self.haveSameShape(replaced, newChild) {
                        print(newChild, against: replaced, at: oldOffset)
                        oldIndex += 1
                        oldOffset += replaced.byteLength
                    } else {
                        printAll(newChild)
                    }
                }
            } else {
                printAll(new)
            }
        }

        /// Whether two nodes are of one kind, with children of the same kinds
        /// (an edited `import` item is not the class item next to it).
        private static func haveSameShape(_ old: RawSyntax, _ new: RawSyntax) -> Bool {
            guard old.kind == new.kind else { return false }
            guard let oldChildren = old.layoutView?.children, let newChildren = new.layoutView?.children else { return true }
            return oldChildren.count == newChildren.count && zip(oldChildren, newChildren).allSatisfy { $0?.kind == $1?.kind }
        }

        private mutating func copy(_ offset: Int, _ length: Int) {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[offset..<(offset + length)]))
        }

        /// Prints a node with no counterpart in the original, token by token.
        private mutating func printAll(_ node: RawSyntax) {
            node.withEachSyntaxText { text, _ in
                bytes.append(contentsOf: UnsafeBufferPointer(start: text.baseAddress, count: text.count))
            }
        }
    }
}
