import SwiftSyntax
import SyntaxSupport

/// Reads the targets a `Package.swift` declares from its syntax tree, without
/// evaluating the manifest.
///
/// A target is a call `.target(…)`, `.executableTarget(…)`, `.testTarget(…)`,
/// `.macro(…)` or `.plugin(…)` (also written `Target.target(…)`) with a
/// string-literal `name:`; its `path:`, `sources:` and `exclude:` are read when
/// they are string literals (an array's other elements are skipped). Calls
/// inside a `dependencies:` argument are target *dependencies*
/// (`.target(name: "Core")`), not declarations, and are not read; neither are
/// `.binaryTarget` and `.systemLibrary`, which hold no Swift source.
///
/// The targets of `.library(name:targets:)` products are marked: only they
/// can be depended on by other packages.
///
/// Limits: names or paths computed in Swift (`let name = "App"`, string
/// interpolation, a helper function building targets) are not seen; a
/// `sources:` that is not an array literal restricts nothing.
enum PackageManifestReader {
    /// What a target call says about where its sources are.
    struct Declaration: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case regular, executable, test, macro, plugin
        }

        var kind: Kind
        var name: String
        /// `path:` as written, relative to the package's folder.
        var path: String?
        /// `sources:` as written, relative to the target's folder; `nil` when absent (everything).
        var sources: [String]?
        /// `exclude:` as written, relative to the target's folder.
        var exclude: [String] = []
        /// Named by a `.library(name:targets:)` product: other packages can depend on it.
        var inLibraryProduct = false

        var isTest: Bool { kind == .test }

        /// The folders SwiftPM looks in, in order, for a target without `path:`
        /// (`PackageBuilder`'s predefined source, test and plugin directories).
        var predefinedFolders: [String] {
            switch kind {
            case .test: ["Tests", "Sources", "Source", "src", "srcs"]
            case .plugin: ["Plugins"]
            case .regular, .executable, .macro: ["Sources", "Source", "src", "srcs"]
            }
        }

        /// The files the target compiles, given the package's folder and the
        /// files of the run the package owns (all normalised). Without `path:`,
        /// the target's folder is the first `<predefined>/<name>` that holds one
        /// of those files (SwiftPM takes the first predefined folder that exists).
        func membership(packageFolder: String, ownedFiles: [String]) -> ModuleMembership {
            let targetFolder: String
            if let path {
                targetFolder = ModulePath.join(packageFolder, path)
            } else {
                let candidates = predefinedFolders.map { ModulePath.join(packageFolder, $0 + "/" + name) }
                targetFolder = candidates.first { candidate in ownedFiles.contains { ModulePath.isInside($0, candidate) } }
                    ?? candidates.first ?? packageFolder
            }
            let excluded = exclude.map { ModulePath.join(targetFolder, $0) }
            let included = sources.map { $0.map { ModulePath.join(targetFolder, $0) } } ?? [targetFolder]
            return ModuleMembership(folders: included.map { ModuleMembership.Folder(path: $0, excluded: excluded) })
        }
    }

    /// The declared targets, each name once (the first declaration wins), or
    /// `nil` when the manifest does not parse cleanly (SwiftPM would refuse it too).
    static func declarations(in text: String) -> [Declaration]? {
        guard let tree = SourceParsing.parse(text), !tree.hasError else { return nil }
        let finder = TargetFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var seen: Set<String> = []
        return finder.declarations.filter { seen.insert($0.name).inserted }.map { declaration in
            var declaration = declaration
            declaration.inLibraryProduct = finder.libraryTargets.contains(declaration.name)
            return declaration
        }
    }

    private static let kinds: [String: Declaration.Kind] = [
        "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro, "plugin": .plugin,
    ]

    private final class TargetFinder: SyntaxVisitor {
        var declarations: [Declaration] = []
        /// The targets of `.library(name:targets:)` products.
        var libraryTargets: Set<String> = []

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            node.label?.text == "dependencies" ? .skipChildren : .visitChildren
        }

        /// `let deps: [Target.Dependency] = [.target(name: "Core")]`: dependencies, not targets.
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let type = node.typeAnnotation?.type.trimmedDescription else { return .visitChildren }
            return type.contains("Dependency") ? .skipChildren : .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "library",
               member.base == nil || member.base?.trimmedDescription == "Product" || member.base?.trimmedDescription == "PackageDescription.Product" {
                let targets = node.arguments.first { $0.label?.text == "targets" }.flatMap { Self.literals($0.expression) } ?? []
                libraryTargets.formUnion(targets)
                return .skipChildren
            }
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  let kind = PackageManifestReader.kinds[member.declName.baseName.text],
                  member.base == nil || member.base?.trimmedDescription == "Target"
                    || member.base?.trimmedDescription == "PackageDescription.Target"
            else { return .visitChildren }
            var arguments: [String: ExprSyntax] = [:]
            for argument in node.arguments {
                if let label = argument.label?.text, arguments[label] == nil { arguments[label] = argument.expression }
            }
            // `.target(name:condition:)` is a dependency written outside a `dependencies:` label.
            guard arguments["condition"] == nil, let name = arguments["name"].flatMap(Self.literal) else { return .visitChildren }
            declarations.append(Declaration(
                kind: kind, name: name,
                path: arguments["path"].flatMap(Self.literal),
                sources: arguments["sources"].flatMap(Self.literals),
                exclude: arguments["exclude"].flatMap(Self.literals) ?? []
            ))
            // Its dependencies are not declarations.
            return .skipChildren
        }

        static func literal(_ expression: ExprSyntax) -> String? {
            expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }

        static func literals(_ expression: ExprSyntax) -> [String]? {
            expression.as(ArrayExprSyntax.self)?.elements.compactMap { literal($0.expression) }
        }
    }
}
