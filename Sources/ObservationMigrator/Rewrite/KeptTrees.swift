import SwiftSyntax
import SyntaxSupport

/// Phase 1's trees of the files phase 2 will most likely rewrite, so that
/// such a file is parsed once, within a budget of source text.
///
/// Which files change is known only once the whole project is indexed, so
/// the choice is a guess from the file's own facts (`likelyToChange`); a file
/// whose tree was not kept is parsed again, and a kept tree that turns out
/// not to be needed is dropped. The output never depends on the choice: a
/// kept tree is the tree a second parse of the same text gives.
///
/// Only the parser's nodes are kept, under a new root: the node data the
/// fact walk made goes with the walk's root. A tree takes about 45 bytes per
/// byte of text, and memory first touched costs the kernel a page fault per
/// page, so keeping trees that are not rewritten costs more than parsing the
/// ones that are (measured on apps whose many view models stay
/// `ObservableObject`): hence the guess rather than every file with a
/// trigger word.
final class KeptTrees: @unchecked Sendable {
    /// Source text, in bytes, whose trees may be kept at once: about 95 MB
    /// of trees (a run over a million generated lines peaks at about 215 MB
    /// with it, 265 MB with 3 MB). An app of 200k lines rarely has more text
    /// that changes.
    static let defaultTextBudget = 2 << 20

    private let lock = Lock()
    private var trees: [SourceFileSyntax?]
    private var remainingBudget: Int

    init(count: Int, textBudget: Int = KeptTrees.defaultTextBudget) {
        trees = Array(repeating: nil, count: count)
        remainingBudget = textBudget
    }

    /// Keeps the tree of file `index` (of `size` bytes of text) when its facts
    /// say it will likely change and the budget still allows it. `tree` may
    /// have been walked: its node data is left behind.
    func offer(_ tree: SourceFileSyntax, of index: Int, size: Int, facts: FileFacts) {
        guard Self.likelyToChange(facts), facts.parseError == nil else { return }
        lock.lock()
        defer { lock.unlock() }
        guard size <= remainingBudget, trees[index] == nil else { return }
        remainingBudget -= size
        trees[index] = tree.underNewRoot
    }

    /// The kept tree of file `index`, handed over once (its memory goes with
    /// the rewrite that takes it).
    func take(_ index: Int) -> SourceFileSyntax? {
        lock.lock()
        defer { lock.unlock() }
        defer { trees[index] = nil }
        return trees[index]
    }

    /// Whether a file's own facts show something phase 2 rewrites when the
    /// types involved migrate: a class that adopts `ObservableObject` or
    /// publishes a property (without an attribute that keeps it), an
    /// observable wrapper property of a named type, `.environmentObject(_:)`,
    /// or an extension adopting `ObservableObject`.
    static func likelyToChange(_ facts: FileFacts) -> Bool {
        facts.classes.contains { $0.adoptsOrPublishes && $0.unknownAttributes.isEmpty && !$0.isAlreadyObservable }
            || facts.wrapperProperties.contains { !$0.typeIsGenericParameter }
            || !facts.environmentObjectModifiers.isEmpty
            || facts.extensions.contains(where: \.declaresObservableObject)
    }
}
