import SwiftSyntax
import SyntaxSupport

/// What of `$name` publisher uses holds a class back (`BridgePublishers`).
extension BridgePublishers {
    // MARK: Policy

    /// Uses no bridge can serve keep the class that publishes: a value typed
    /// `Published<T>.Publisher` outside an observable class.
    static let pass = MigrationPolicy.FilePass { file, resolution, _ in
        uses(in: file, resolution: resolution).compactMap { use in
            guard case .resolved(let owner) = use.target, isHandedToPublishedPublisher(use, resolution: resolution) else { return nil }
            return (owner, .combinePublisher)
        }
    }

    /// Whether a use may end up where only a `Published<T>.Publisher` fits: the
    /// value of a declaration of that type outside an observable class, or an
    /// argument of a call while such declarations exist outside observable
    /// classes (a parameter, which calls are not resolved to, may be one).
    static func isHandedToPublishedPublisher(_ use: Use, resolution: Resolution) -> Bool {
        switch use.context {
        case .typedAsPublishedPublisher(let container):
            return !(container.map { resolution.isObservable(Resolution.key($0)) } ?? false)
        case .argument, .combineOperand:
            return mayReachAParameter(use, resolution: resolution)
                && resolution.publisherTypeOwners.contains { owner in owner.map { !resolution.isObservable($0) } ?? true }
        default:
            return false
        }
    }

    /// Whether an argument `$x` may go to a parameter typed
    /// `Published<T>.Publisher`: a call named alone (`track($x)`,
    /// `Spinner(isLoading: $x)`) or one of Combine's operators that take any
    /// publisher only where the project declares something of that name
    /// around such a type (or names the type through an alias); any other
    /// call (`list.append($x)`) may.
    static func mayReachAParameter(_ use: Use, resolution: Resolution) -> Bool {
        switch use.context {
        case .argument(let callee?), .combineOperand(let callee):
            resolution.publisherTypeIsAliased || resolution.publisherTypeDeclarationNames.contains(callee)
        case .argument(nil): true
        default: false
        }
    }

    /// The names of the declarations around `node`, innermost first: a call
    /// that hands a value to a parameter there is named by one of them (the
    /// function, the type of an initialiser or memberwise initialiser, the
    /// enum case, a variable holding a closure).
    static func declarationNames(around node: Syntax) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            switch ancestor.as(SyntaxEnum.self) {
            case .functionDecl(let decl): names.append(decl.name.text)
            case .initializerDecl: names.append("init")
            case .subscriptDecl: names.append("subscript")
            case .enumCaseElement(let element): names.append(element.name.text)
            case .patternBinding(let binding): names += binding.pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
                    if case .identifier(let name) = token.tokenKind { name } else { nil }
                }
            case .typeAliasDecl(let decl): names.append(decl.name.text)
            case .associatedTypeDecl(let decl): names.append(decl.name.text)
            default: names += LexicalScope.declaredName(of: ancestor) ?? []
            }
            current = ancestor.parent
        }
        return names
    }

    /// A class conforming to a protocol of the project that requires a
    /// `Published<T>.Publisher` keeps its `@Published` publishers, so it stays.
    /// Likewise a class that hands out a `Published<T>.Publisher` of its own
    /// while code outside observable classes holds such publishers: that code
    /// would receive a subject it cannot store.
    static let classPass = MigrationPolicy.ClassPass { key, _, resolution, _ in
        if resolution.conformances(of: key).contains(where: resolution.protocolsRequiringPublishers.contains) { return .combinePublisher }
        return handsOutPublishersHeldElsewhere(key, resolution: resolution) ? .combinePublisher : nil
    }

    /// Whether a class that stays declares a `Published<T>.Publisher` (a
    /// parameter of it may take an argument `$x`).
    static func keptClassDeclaresPublishedPublisher(resolution: Resolution, exclusions: [String: MigrationPolicy.Exclusion]) -> Bool {
        resolution.publisherTypeOwners.contains { $0.map { exclusions[$0] != nil } ?? false }
    }

    static func handsOutPublishersHeldElsewhere(_ key: String, resolution: Resolution) -> Bool {
        resolution.publisherTypeOwners.contains(key)
            && resolution.publisherTypeOwners.contains { owner in owner.map { !resolution.isObservable($0) } ?? true }
    }

    /// Depends on which classes stay: a `Published<T>.Publisher` declaration in
    /// a class that stays keeps the publisher's class, and so does an argument
    /// `$x` while a class that stays declares one (a parameter of its
    /// initialiser or method, which calls are not resolved to, may take it);
    /// a `$x` on a value whose class cannot be told keeps every candidate (it
    /// may be any of them, or a property wrapper's projection of another type).
    static let dependentPass = MigrationPolicy.DependentPass { file, resolution, _, exclusions in
        var kept: [(key: String, reason: MigrationPolicy.Exclusion)] = []
        for use in uses(in: file, resolution: resolution) {
            switch (use.target, use.context) {
            case (.resolved(let owner), .typedAsPublishedPublisher(let container?)) where exclusions[Resolution.key(container)] != nil:
                kept.append((owner, .combinePublisher))
            case (.resolved(let owner), .argument), (.resolved(let owner), .combineOperand):
                if mayReachAParameter(use, resolution: resolution), keptClassDeclaresPublishedPublisher(resolution: resolution, exclusions: exclusions) {
                    kept.append((owner, .combinePublisher))
                }
            case (.assumed(let candidates), _):
                kept += candidates.map { ($0, .combinePublisher) }
            default:
                break
            }
        }
        return kept
    }
}
