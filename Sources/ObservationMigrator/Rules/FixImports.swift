import SwiftSyntax
import SyntaxSupport

/// Fixes the imports of a file the migration changed: drops `import Combine`
/// when nothing left in the file needs Combine, adds `import Observation`
/// when the file gained `@Observable` but imports neither SwiftUI nor
/// Observation (in place of the dropped `import Combine` when there was one),
/// and adds `import Combine` when a conversion brought a Combine type
/// (`CurrentValueSubject`, `AnyCancellable`) into a file that imports neither
/// Combine nor SwiftUI.
///
/// Must run last: it reads what the other rewriters left in the file.
///
/// ## Before
/// ```swift
/// import Combine
///
/// final class Library: ObservableObject {
/// ```
/// ## After
/// ```swift
/// import Observation
///
/// @Observable final class Library {
/// ```
/// Limits: a Combine operator name the file declares itself (`func share()`)
/// is taken for the app's own.
final class FixImports: MigrationRewriter, MigrationRule {
    /// Combine's types and the `objectWillChange` publisher: any use of one of
    /// these names means the file still uses Combine.
    static let combineNames: Set<String> = [
        "AnyCancellable", "Cancellable", "AnyPublisher", "Publisher", "Publishers", "Subscriber", "Subscribers",
        "Subscription", "Subject", "PassthroughSubject", "CurrentValueSubject", "Just", "Future", "Deferred",
        "Empty", "Fail", "Record", "ObservableObject", "ObservableObjectPublisher", "Published", "objectWillChange",
        "Scheduler", "ImmediateScheduler", "TopLevelDecoder", "TopLevelEncoder", "ConnectablePublisher", "CombineIdentifier",
    ]

    /// Combine's operators (and the publishers Foundation and SwiftUI hand to
    /// it): they mean Combine only as a member (`.store(in:)`, `.sink { }`) of
    /// a name the file does not declare itself (`self.store`, `func share()`).
    static let combineOperators: Set<String> = [
        "sink", "assign", "eraseToAnyPublisher", "store", "receive", "debounce", "throttle", "removeDuplicates",
        "combineLatest", "autoconnect", "publisher", "share", "replaceError", "setFailureType", "onReceive",
        "makeConnectable", "handleEvents",
    ]

    /// Every name `usesCombine` asks about, found in a file's text.
    private static let combineWords = combineNames.union(combineOperators)
    private static let combineWordMatcher = IdentifierMatcher(combineWords.sorted())

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        // The file's text tells cheaply that a name is absent; only when it is
        // there are the tokens read, to tell a use from a comment. The
        // pipeline serialises the tree before this pass (its output when
        // nothing here changes).
        let text = treeText ?? node.sourceText
        func hasToken(_ names: Set<String>) -> Bool {
            names.contains { TextScan.contains(text, $0) } && node.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
        }
        let topLevel = Array(node.statements)
        let imported = Set(Self.importedModules(in: topLevel))
        let needsObservation = !imported.contains("SwiftUI") && !imported.contains("Observation")
            && (index.declaresMigratedClass(context.facts)
                || context.facts.observableProtocols.contains { index.migratingProtocols.contains(Resolution.key($0)) }
                || hasToken(["withObservationTracking"]))
        // A bridge subject or an added set of cancellables in a file that saw
        // Combine only through Foundation's `Published`/`ObservableObject`.
        let needsCombine = !imported.contains("Combine") && !imported.contains("SwiftUI")
            && hasToken(["CurrentValueSubject", "AnyCancellable"])
        if topLevel.contains(where: { $0.item.is(ImportDeclSyntax.self) }) {
            let items = fixed(topLevel, dropCombine: !usesCombine(node, text: text), needsObservation: needsObservation, needsCombine: needsCombine)
            // Nothing to fix: the same node, so that the pipeline's text of it stays the output.
            if Self.areSame(items, topLevel) { return node }
            return node.with(\.statements, CodeBlockItemListSyntax(items))
        }
        // A file wrapped in `#if os(...)`: its imports sit in the first clause.
        for (offset, item) in topLevel.enumerated() {
            guard let ifConfig = item.item.as(IfConfigDeclSyntax.self), var clause = ifConfig.clauses.first,
                  case .statements(let statements) = clause.elements,
                  statements.contains(where: { $0.item.is(ImportDeclSyntax.self) }) else { continue }
            let clauseItems = fixed(Array(statements), dropCombine: !usesCombine(node, text: text), needsObservation: needsObservation, needsCombine: needsCombine)
            if Self.areSame(clauseItems, Array(statements)) { return node }
            clause.elements = .statements(CodeBlockItemListSyntax(clauseItems))
            var clauses = Array(ifConfig.clauses)
            clauses[0] = clause
            var items = topLevel
            items[offset] = item.with(\.item, .decl(DeclSyntax(ifConfig.with(\.clauses, IfConfigClauseListSyntax(clauses)))))
            return node.with(\.statements, CodeBlockItemListSyntax(items))
        }
        guard needsObservation || needsCombine else { return node }
        return node.with(\.statements, CodeBlockItemListSyntax(fixed(topLevel, dropCombine: false, needsObservation: needsObservation, needsCombine: needsCombine)))
    }

    /// Whether `fixed` left a list of statements as it was.
    private static func areSame(_ items: [CodeBlockItemSyntax], _ original: [CodeBlockItemSyntax]) -> Bool {
        items.count == original.count && zip(items, original).allSatisfy { $0.id == $1.id }
    }

    /// Modules imported at the top level or inside top-level `#if` clauses.
    static func importedModules(in items: [CodeBlockItemSyntax]) -> [String] {
        items.flatMap { item -> [String] in
            if let decl = item.item.as(ImportDeclSyntax.self) { return decl.path.first.map { [$0.name.text] } ?? [] }
            guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else { return [] }
            return ifConfig.clauses.flatMap { clause -> [String] in
                guard case .statements(let statements) = clause.elements else { return [] }
                return importedModules(in: Array(statements))
            }
        }
    }

    /// One list of statements with `import Combine` dropped (or turned into
    /// `import Observation`) and `import Observation` added, as needed.
    /// `dropCombine` is asked only when the statements import Combine (it reads every token).
    private func fixed(_ statements: [CodeBlockItemSyntax], dropCombine: @autoclosure () -> Bool, needsObservation: Bool, needsCombine: Bool = false) -> [CodeBlockItemSyntax] {
        var items = statements
        let importIndices = items.indices.filter { items[$0].item.is(ImportDeclSyntax.self) }
        let combineIndex = importIndices.first { index in
            guard let decl = items[index].item.as(ImportDeclSyntax.self) else { return false }
            return decl.importKindSpecifier == nil && decl.path.count == 1 && decl.path.first?.name.text == "Combine"
        }
        if let combineIndex, dropCombine() {
            if needsObservation, let decl = items[combineIndex].item.as(ImportDeclSyntax.self), let component = decl.path.first {
                let renamed = component.with(\.name, component.name.with(\.tokenKind, .identifier("Observation")))
                items[combineIndex] = items[combineIndex].with(\.item, .decl(DeclSyntax(decl.with(\.path, ImportPathComponentListSyntax([renamed])))))
            } else {
                removeItem(at: combineIndex, from: &items)
            }
        } else if needsObservation {
            insertImport("Observation", into: &items, after: importIndices.last)
        }
        if needsCombine, combineIndex == nil {
            let lastImport = items.indices.last { items[$0].item.is(ImportDeclSyntax.self) }
            insertImport("Combine", into: &items, after: lastImport)
        }
        return items
    }

    /// Whether the file still uses Combine. Its text tells where the names
    /// are; only the tokens found there are read (a full token walk costs as
    /// much as a rewrite pass).
    private func usesCombine(_ node: SourceFileSyntax, text: String) -> Bool {
        let names = Self.combineWords
        var candidates: [TokenSyntax] = []
        // The first of Combine's own names used settles it: the scan stops there.
        let namesCombineType = Self.combineWordMatcher.scan(text) { _, offset in
            // A name in a comment or a string literal is no token.
            guard let token = node.token(at: AbsolutePosition(utf8Offset: offset)),
                  token.positionAfterSkippingLeadingTrivia.utf8Offset == offset else { return false }
            if case .identifier(let name) = token.tokenKind, Self.combineNames.contains(name) { return true }
            candidates.append(token)
            return false
        }
        if namesCombineType { return true }
        // Names the file declares itself (`func share()`, `let store`) are its own, not Combine's.
        let declared = Set(candidates.compactMap { token -> String? in
            guard token.parent?.is(FunctionDeclSyntax.self) == true || token.parent?.is(IdentifierPatternSyntax.self) == true else { return nil }
            return token.text
        })
        let uses = candidates.contains { token in
            guard case .identifier(let name) = token.tokenKind, names.contains(name) else { return false }
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            return Self.combineOperators.contains(name) && !declared.contains(name) && isMemberName(reference)
        }
        return uses || Self.projectionOffsets(text).contains { offset in
            // `model.$name`, `self.$name`: a @Published publisher, which needs Combine.
            guard let token = node.token(at: AbsolutePosition(utf8Offset: offset)), token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self), let projected = ProjectedReference(reference) else { return false }
            if case .member = projected.form { return true }
            return projected.isWrittenOnSelf
        }
    }

    /// Where `$` is followed by a letter or `_` (a `$name`, perhaps a publisher).
    private static func projectionOffsets(_ text: String) -> [Int] {
        let dollars = TextScan.offsets(of: ["$"], in: text)
        guard !dollars.isEmpty else { return [] }
        var text = text
        return text.withUTF8 { bytes in
            dollars.filter { offset in
                guard offset + 1 < bytes.count else { return false }
                let byte = bytes[offset + 1]
                return byte == UInt8(ascii: "_") || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte >= 0x80
            }
        }
    }

    private func removeItem(at index: Int, from items: inout [CodeBlockItemSyntax]) {
        let removed = items.remove(at: index)
        guard index < items.count else { return }
        // First in the file: its leading trivia is the file header, which stays.
        if index == 0 {
            items[0] = items[0].with(\.leadingTrivia, removed.leadingTrivia + items[0].leadingTrivia.droppingLeadingLineBreaks)
        }
    }

    private func insertImport(_ module: String, into items: inout [CodeBlockItemSyntax], after lastImport: Int?) {
        let lineBreak = context.lineBreak
        var declaration = ImportDeclSyntax(
            importKeyword: .keyword(.import, trailingTrivia: .space),
            path: ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier(module))])
        )
        if let lastImport {
            declaration = declaration.with(\.leadingTrivia, lineBreak)
            items.insert(CodeBlockItemSyntax(item: .decl(DeclSyntax(declaration))), at: lastImport + 1)
        } else if let first = items.first {
            let header = first.leadingTrivia.detachedHeader
            let rest = Trivia(pieces: Array(first.leadingTrivia.pieces.dropFirst(header.pieces.count)))
            declaration = declaration.with(\.leadingTrivia, header)
            items[0] = first.with(\.leadingTrivia, lineBreak + lineBreak + rest.droppingLeadingLineBreaks)
            items.insert(CodeBlockItemSyntax(item: .decl(DeclSyntax(declaration))), at: 0)
        }
    }
}
