import SwiftSyntax
import SyntaxSupport

/// SwiftUI's object wrappers outside a view: `ObservedObject<T>`,
/// `StateObject<T>` or `EnvironmentObject<T>` written as a type (a parameter
/// that takes a view's `_model`), and `@StateObject` or `@EnvironmentObject`
/// on a property of a class. Observation has no form for either (its view
/// wrappers work only in views, and nothing takes an `ObservedObject<T>` of an
/// `@Observable` class), so the class they hold stays `ObservableObject` and
/// the report names the line. An `@ObservedObject` property of a class whose
/// storage `_name` is not used becomes a plain stored property
/// (`ReplaceObservedObject`): a class observes nothing through it.
///
/// ## Before
/// ```swift
/// final class Player {
///     @ObservedObject var clip: Clip
///     init(clip: ObservedObject<Clip>) { _clip = clip }
/// }
/// ```
/// ## After
/// The same code; `Clip` stays `ObservableObject` and is reported.
enum KeepWrappersOutsideViews: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .wrapperOutsideView, severity: .warning,
        summary: "`ObservedObject<T>`, `StateObject<T>` or `EnvironmentObject<T>` is written as a type, or a class (not a view) holds an `@StateObject`, an `@EnvironmentObject`, or an `@ObservedObject` whose storage `_x` it uses: no Observation form fits, so the class it holds stays `ObservableObject`.",
        suggestedFix: "Pass the object itself (`T`, not `ObservedObject<T>`) and store it in a plain property, then rerun."
    )]

    /// What keeps a class: the written wrapper type, or the wrapper property of a class.
    struct Hold {
        var key: String
        var position: SourcePosition
        var what: String
    }

    /// The one decision the policy and the report share.
    static func holds(in file: FileFacts, resolution: Resolution) -> [Hold] {
        var holds: [Hold] = []
        for mention in file.wrapperTypes {
            guard let type = mention.type, let key = resolution.resolveClass(type, scope: mention.scope), resolution.isObservable(key) else { continue }
            holds.append(Hold(key: key, position: mention.position, what: "\(mention.wrapper.rawValue)<\(type.joined(separator: "."))> is written as a type"))
        }
        for wrapper in file.wrapperProperties where isInClass(wrapper, resolution: resolution) {
            guard !converts(wrapper, resolution: resolution),
                  let key = resolution.resolveWrappedClass(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: wrapper.path),
                  resolution.isObservable(key) else { continue }
            holds.append(Hold(key: key, position: wrapper.position,
                              what: "@\(wrapper.wrapper.rawValue) '\(wrapper.name)' is a property of the class '\(Resolution.key(wrapper.owner))'"))
        }
        return holds
    }

    /// Whether a wrapper property belongs to a class, where SwiftUI's wrappers do not work.
    static func isInClass(_ wrapper: WrapperPropertyFact, resolution: Resolution) -> Bool {
        resolution.classes[Resolution.key(wrapper.owner)] != nil
    }

    /// An `@ObservedObject` of a class whose storage is not used becomes a plain property.
    static func converts(_ wrapper: WrapperPropertyFact, resolution: Resolution) -> Bool {
        wrapper.wrapper == .observedObject && !resolution.storageNames(in: wrapper.owner).contains(wrapper.name)
    }

    static let pass = MigrationPolicy.FilePass { file, resolution, _ in
        holds(in: file, resolution: resolution).map { ($0.key, .wrapperOutsideView) }
    }

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        holds(in: file, resolution: context.resolution).compactMap { hold in
            guard context.index.policy.exclusions[hold.key] == .wrapperOutsideView else { return nil }
            return context.finding(.wrapperOutsideView, hold.position, "'\(hold.key)' stays ObservableObject: \(hold.what), which has no Observation form", applied: false)
        }
    }

    // MARK: Matching

    /// `ObservedObject<T>` (or `SwiftUI.`-less `StateObject<T>`, `EnvironmentObject<T>`): the wrapper and `T`.
    static func wrapperType(_ node: IdentifierTypeSyntax) -> (wrapper: ObservableWrapperKind, type: [String]?)? {
        guard let wrapper = ObservableWrapperKind(rawValue: node.name.text), let arguments = node.genericArgumentClause?.arguments,
              arguments.count == 1, case .type(let type)? = arguments.first?.argument else { return nil }
        return (wrapper, TypeNames.components(of: type))
    }
}
