import SwiftSyntax
import SyntaxSupport

/// What every rewriter may read: the project index, the configuration and the
/// file being rewritten. Rewriters never derive project facts from the tree
/// they are given, which earlier rewriters may already have changed.
struct RewriteContext: Sendable {
    var index: ProjectIndex
    var configuration: Configuration
    var path: String
    /// The file's own line break, for the rare line the migration adds.
    var lineBreak: Trivia
    /// What phase 1 learnt about this file, to skip passes with nothing to do.
    var facts: FileFacts
    /// Rewriters left out, by type name (`Migrator.skippedRewriters`: tests only).
    var skippedRewriters: Set<String> = []
    /// The speed shortcuts of the run (`Migrator.shortcuts`): whether passes
    /// skip files (`isNeeded`) and subtrees (pruning, `bodyWords`).
    var shortcuts = Shortcuts.all
    /// How the index keys this file's scopes (its module first, if any).
    var names: QualifiedScope { QualifiedScope(module: facts.module) }
}

/// Base class of the migration's rewriters: one concern each, run in the order
/// of `MigrationPipeline.rewriters`.
class MigrationRewriter: SyntaxRewriter {
    let context: RewriteContext

    /// Whether this pass can change a file with these facts at all.
    class func isNeeded(for file: FileFacts, index: ProjectIndex) -> Bool { true }

    /// Which subtrees a pass never needs to enter.
    enum Pruning {
        /// Enter everything (passes that edit expressions).
        case none
        /// Skip expressions and function and accessor bodies (passes that edit type members).
        case expressionsAndBodies
    }


    /// Words without which a body (statements, a closure, accessors), or a
    /// function, initializer, subscript or property declaration, holds
    /// nothing this pass edits in a file with these facts (`$` for a pass that
    /// edits `$name` uses); the list such a declaration is in may still be
    /// edited. None: no body holds anything it edits; nil: every body the
    /// pruning allows is entered.
    class func bodyWords(in file: FileFacts, index: ProjectIndex) -> [String]? { nil }

    /// The text of the tree this pass rewrites, when the pipeline has it.
    private(set) var treeText: String?

    /// Where `bodyWords` occur in the text of the tree this pass rewrites, and
    /// that tree's root: bodies of that tree without one are skipped.
    private var wordOffsets: [Int]?
    private var rewrittenRoot: SyntaxIdentifier?
    /// When the text of the tree is not known: the offsets above are in the
    /// file's original text, and a body is found there by its raw node.
    private var originalBodies: OriginalBodies?

    /// Readies the pass for `tree`, whose text is `text` when the pipeline
    /// has it, and restricts it to the bodies that hold one of its
    /// `bodyWords`: none when it has no words for this file; those whose text
    /// holds one when the text is known, or when an earlier pass left them as
    /// they were in the file's `original` tree; all otherwise.
    func prepare(for tree: SourceFileSyntax, text: String?, original: OriginalBodies? = nil) {
        treeText = text
        guard context.shortcuts.contains(.bodySkipping), let words = Self.bodyWords(in: context.facts, index: context.index) else { return }
        if words.isEmpty {
            wordOffsets = []
            rewrittenRoot = tree.id
        } else if let text {
            enterOnlyBodies(containing: words, text: text, of: tree)
        } else if let original {
            wordOffsets = TextScan.offsets(of: words, in: original.text)
            originalBodies = original
        }
    }

    /// Restricts the pass to the bodies of `tree` whose text holds one of `words`.
    func enterOnlyBodies(containing words: [String], text: String, of tree: SourceFileSyntax) {
        wordOffsets = TextScan.offsets(of: words, in: text)
        rewrittenRoot = tree.id
    }

    override func visitAny(_ node: Syntax) -> Syntax? {
        guard context.shortcuts.contains(.bodySkipping) else { return nil }
        switch MigrationPipeline.pruning(of: Self.self) {
        case .none:
            return skipsBody(node) ? node : nil
        case .expressionsAndBodies:
            return Self.isDeclarationStructure(node.kind) ? nil : node
        }
    }

    /// A body or a member declaration in which none of the words occur: one
    /// of the tree the pass rewrites, when its text is known, or one left as
    /// it was in the file's original tree (not a node a pass built).
    private func skipsBody(_ node: Syntax) -> Bool {
        guard let offsets = wordOffsets, Self.isSkippedWithoutWords(node.kind) else { return false }
        let start: Int
        let end: Int
        if node.root.id == rewrittenRoot {
            start = node.position.utf8Offset
            end = node.endPosition.utf8Offset
        } else if let range = originalBodies?.range(of: node) {
            (start, end) = (range.lowerBound, range.upperBound)
        } else {
            return false
        }
        // The first occurrence at or after the body's start: inside it, or none is.
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low == offsets.count || offsets[low] >= end
    }

    /// The nodes `bodyWords` speak for: bodies, and the declarations around them.
    static func isSkippedWithoutWords(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .codeBlock, .closureExpr, .accessorBlock, .functionDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl, .variableDecl:
            return true
        default:
            return false
        }
    }

    /// The nodes between a file and its type members: all a member pass enters.
    static func isDeclarationStructure(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .sourceFile, .codeBlockItemList, .codeBlockItem, .classDecl, .structDecl, .enumDecl, .actorDecl,
             .extensionDecl, .protocolDecl, .memberBlock, .memberBlockItemList, .memberBlockItem, .variableDecl,
             .ifConfigDecl, .ifConfigClauseList, .ifConfigClause:
            return true
        default:
            return false
        }
    }

    required init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    var index: ProjectIndex { context.index }

    /// The module to qualify a framework name with at `node` (`SwiftUI` for
    /// `State`), when a type of the app with that name is visible there (a
    /// view's nested `enum State`, an app's `struct Environment`); nil otherwise.
    func qualifier(for name: String, module: String, at node: some SyntaxProtocol) -> String? {
        index.resolution.isTypeVisible(name, from: context.names.path(of: node), in: context.path) ? module : nil
    }

    /// Whether `decl` is a stored member of a class this run migrates.
    /// The facts of the class whose members `node` lists, if it is a class's.
    func classFact(ofMembers node: MemberBlockItemListSyntax) -> ClassFact? {
        guard let classDecl = node.parent?.parent?.as(ClassDeclSyntax.self) else { return nil }
        let name = context.names.path(of: classDecl) + [classDecl.name.text]
        return context.facts.classes.first { $0.qualifiedName == name }
    }

    /// The members without the one-binding stored properties named in `removed`.
    static func removingProperties(named removed: Set<String>, from members: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        guard !removed.isEmpty else { return members }
        return MemberBlockItemListSyntax(members.filter { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return true }
            return !removed.contains(name)
        })
    }

    func isMemberOfMigratedClass(_ decl: some SyntaxProtocol) -> Bool {
        guard let typeDecl = LexicalScope.enclosingTypeDecl(of: decl), typeDecl.is(ClassDeclSyntax.self),
              let owner = context.names.owningType(of: decl) else { return false }
        return index.isMigrated(owner)
    }

    /// The new form of a view's observable-wrapper property, if it migrates.
    func viewPropertyForm(of property: ObservableWrapperProperty, in decl: VariableDeclSyntax) -> ViewPropertyForm? {
        guard let owner = context.names.owningType(of: decl) else { return nil }
        return index.viewPropertyForm(
            wrapper: property.kind, owner: owner, name: property.name,
            type: property.typeComponents, value: property.initialValueReference,
            scope: context.names.path(of: decl), path: context.path,
            initializerCreatesObject: property.initializerCreatesObject
        )
    }
}

/// Where the bodies of a file's original tree lie in its text. A pass that
/// edits a tree leaves the bodies it did not edit as they were: the new tree
/// holds the same parsed nodes. So a pass that runs after an edit, without
/// the new tree's text, still tells from the original text which of those
/// bodies hold its words (a node's text is its parsed node's, wherever the
/// node now stands).
final class OriginalBodies {
    /// The text of the original tree.
    let text: String
    /// Each body's (`MigrationRewriter.isSkippedWithoutWords`) byte range.
    private let bodies: ParsedNodeRanges

    init(tree: SourceFileSyntax, text: String) {
        self.text = text
        bodies = ParsedNodeRanges(tree, kinds: MigrationRewriter.isSkippedWithoutWords)
    }

    /// The range in `text` of a body of the original tree; nil for any other node.
    func range(of node: Syntax) -> Range<Int>? {
        bodies.range(of: node)
    }
}
