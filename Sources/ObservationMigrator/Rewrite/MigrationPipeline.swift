import SwiftSyntax
import SyntaxSupport

/// The ordered list of rewriters phase 2 runs on each file.
enum MigrationPipeline {
    /// Order matters where noted. Project-wide questions (which class migrates,
    /// what a name denotes) are answered by the index, never by the tree, which
    /// earlier rewriters may have changed; a rewriter reads the tree only for the
    /// syntax it edits (`FixImports` reads what the others left, by design).
    static let rewriters: [MigrationRewriter.Type] = [
        // First: it finds forwarding statements by their offset in the original text.
        ConvertObjectWillChange.self,
        // Early, while the tree is still the file's text: they enter only the
        // bodies that hold their words. Each edits calls and statements alone.
        ReplaceEnvironmentObjectModifier.self,
        RewriteWrapperInitializers.self,
        // Before the model passes: they expect one property per declaration.
        SplitMultiBindingProperties.self,
        // Before StripPublished: it tells `@Published` properties from plain ones.
        IgnoreUntrackableProperties.self,
        // Before StripPublished: it turns some `@Published` properties into accessors.
        WriteAccessorsForCustomEquality.self,
        ConvertAppStorage.self,
        StripPublished.self,
        // After the model passes above: it adds a member after each bridged property.
        BridgePublishers.self,
        ConvertAssignToPublished.self,
        AdoptObservableMacro.self,
        DeclareInitializerForIsolatedStorage.self,
        RemoveObservableObjectConformance.self,
        MigrateObservableProtocols.self,
        ReplaceStateObject.self,
        ReplaceObservedObject.self,
        // Reads `$name` uses in bodies; independent of the property's new attribute.
        DeclareBindableEnvironmentObjects.self,
        ReplaceEnvironmentObject.self,
        // Last: decides imports from what the others left in the file.
        FixImports.self,
    ]

    /// The subtrees a pass may skip, for speed: the one place a rule's
    /// pruning is declared (a rule file knows nothing of it). A pass not
    /// listed enters every node (`.none`): correct, only slower. A pass that
    /// edits only member declarations may skip expressions and bodies.
    /// `ShortcutIdentityTests` runs every
    /// fixture and a generated corpus with and without the shortcuts.
    static let prunings: [ObjectIdentifier: MigrationRewriter.Pruning] = [
        ObjectIdentifier(SplitMultiBindingProperties.self): .expressionsAndBodies,
        ObjectIdentifier(IgnoreUntrackableProperties.self): .expressionsAndBodies,
        ObjectIdentifier(ConvertAppStorage.self): .expressionsAndBodies,
        ObjectIdentifier(WriteAccessorsForCustomEquality.self): .expressionsAndBodies,
        ObjectIdentifier(StripPublished.self): .expressionsAndBodies,
        ObjectIdentifier(AdoptObservableMacro.self): .expressionsAndBodies,
        ObjectIdentifier(DeclareInitializerForIsolatedStorage.self): .expressionsAndBodies,
        ObjectIdentifier(RemoveObservableObjectConformance.self): .expressionsAndBodies,
        ObjectIdentifier(MigrateObservableProtocols.self): .expressionsAndBodies,
        ObjectIdentifier(ReplaceStateObject.self): .expressionsAndBodies,
        ObjectIdentifier(ReplaceObservedObject.self): .expressionsAndBodies,
        ObjectIdentifier(ReplaceEnvironmentObject.self): .expressionsAndBodies,
        ObjectIdentifier(FixImports.self): .expressionsAndBodies,
    ]

    /// A pass's pruning (see `prunings`).
    static func pruning(of rewriter: MigrationRewriter.Type) -> MigrationRewriter.Pruning {
        prunings[ObjectIdentifier(rewriter)] ?? .none
    }

    /// Whether any pass other than the import fix applies to a file.
    static func mayChange(_ file: FileFacts, index: ProjectIndex) -> Bool {
        rewriters.contains { $0 != FixImports.self && $0.isNeeded(for: file, index: index) }
    }

    /// Runs every rewriter over one file's tree; `text` is the tree's text,
    /// when the caller has it.
    static func rewrite(_ tree: SourceFileSyntax, context: RewriteContext, text: String? = nil) -> SourceFileSyntax {
        rewritten(tree, context: context, text: text).tree
    }

    /// The migrated tree and its text. The text `FixImports` reads is the
    /// result when it edits nothing, so most files are serialised once.
    static func rewritten(_ tree: SourceFileSyntax, context: RewriteContext, text: String? = nil) -> (tree: SourceFileSyntax, text: String) {
        var current = tree
        var changed = false
        // The text of `current`, when known: the passes that enter only bodies
        // with their words need it, or the original text for the bodies earlier
        // passes left as they were (serialising after each pass that changes
        // the tree would cost what the pruning saves), and `FixImports` reads it.
        var currentText = text
        // After an edit, the bodies earlier passes left as they were are still found in the original text.
        let original = text.map { OriginalBodies(tree: tree, text: $0) }
        for rewriter in rewriters where !context.shortcuts.contains(.passSelection) || rewriter.isNeeded(for: context.facts, index: context.index)
            && (context.skippedRewriters.isEmpty || !context.skippedRewriters.contains(String(describing: rewriter))) {
            if rewriter == FixImports.self {
                // Imports are fixed only in files the migration changed.
                if !changed { break }
                currentText = printed(current, from: tree, text: text)
            }
            let pass = rewriter.init(context: context)
            pass.prepare(for: current, text: currentText, original: original)
            // Detached: a pass that edits nothing hands back the very node it was
            // given (with the node data its walk made), not a copy of the root.
            let next = pass.rewrite(current, detach: true).as(SourceFileSyntax.self) ?? current
            if next.id != current.id {
                changed = true
                currentText = nil
            }
            current = next
        }
        return (current, currentText ?? printed(current, from: tree, text: text))
    }

    /// The text of `tree`, rewritten from `original` (whose text is `text`, when known).
    private static func printed(_ tree: SourceFileSyntax, from original: SourceFileSyntax, text: String?) -> String {
        guard let text else { return tree.sourceText }
        return RewrittenText.of(tree, rewriting: original, originalText: text)
    }
}
