import SwiftSyntax
import SyntaxSupport

/// What one file contributes to the project index: plain values read from its
/// original syntax tree in a single walk, so the tree itself need not outlive
/// the walk. Positions are 1-based and refer to the original text.
struct FileFacts: Sendable {
    var path: String
    /// The module the facts were collected for (nil: the run has no module map).
    /// Every scope and qualified name below starts with it.
    var module: String?
    var parseError: ParseErrorFact?
    /// `import X` and `@testable import X`.
    var imports: [ImportFact] = []
    /// Qualified names of the types other modules can see (`public`/`open`).
    var publicTypes: [[String]] = []
    var classes: [ClassFact] = []
    var extensions: [ExtensionFact] = []
    var typeAliases: [TypeAliasFact] = []
    /// Qualified names of the structs, enums, actors and protocols the file declares.
    var typeDeclarations: [[String]] = []
    /// Qualified names of the top-level types declared `private` or
    /// `fileprivate`: no other file sees them.
    var filePrivateTypes: [[String]] = []
    /// Types the file makes `Equatable`: declared `Equatable`/`Hashable`/`Comparable`
    /// (in their declaration or an extension, as written there), enums with
    /// raw values or without associated values. Each with the scope it is named in.
    var equatableTypes: [(scope: [String], name: [String])] = []
    /// The types that declare their own `static func ==` (in their body or
    /// an extension), read as `name` in `scope`.
    var customEqualityTypes: [(scope: [String], name: [String])] = []
    /// Structs that conform to `App`, as written (`App`, `SwiftUI.App`): the
    /// app's entry point, which SwiftUI creates once.
    var appEntryPoints: [(type: [String], conformance: [String])] = []
    var unsupportedTypes: [UnsupportedTypeFact] = []
    var protocolConstraints: [LocatedMessage] = []
    /// Qualified names of protocols that name ObservableObject in their inheritance clause.
    var observableProtocols: [[String]] = []
    /// Where each of them names it (same order).
    var observableProtocolPositions: [SourcePosition] = []
    /// Each enum the file declares (qualified name) with its cases' names, in order.
    var enumCases: [(type: [String], cases: [String])] = []
    /// The enums with generic parameters: a case names the enum, not its type (`Loadable<Int>`).
    var genericEnums: [[String]] = []
    /// Each case with associated values of those enums: the types its values
    /// are declared with, in order (nil for a type no name gives: a tuple, a
    /// function).
    var enumPayloads: [(type: [String], name: String, values: [[String]?])] = []
    /// Property wrapper types the file declares (`@propertyWrapper struct W`),
    /// with whether the declaration has the enclosing-instance subscript
    /// through which a wrapper in a class can tell the object's observers of
    /// a change (as `@Published` does).
    var propertyWrappers: [(type: [String], announces: Bool, buildsPurely: Bool)] = []
    /// The last names of the types the file extends with such a subscript.
    var enclosingInstanceExtensions: [String] = []
    /// Code that handles values of a named type: a generic parameter
    /// constrained to it, `some`/`any` of it, or an extension of it (read for
    /// the protocols that refine ObservableObject: `MigrateObservableProtocols`).
    var protocolScopes: [ProtocolScopeFact] = []
    /// Every protocol with the protocols it inherits, as written.
    var protocolInheritance: [(scope: [String], name: String, inherited: [[String]])] = []
    /// `Published<T>.Publisher` written as a type.
    var publisherTypes: [PublisherTypeFact] = []
    /// `ObservedObject<T>`, `StateObject<T>`, `EnvironmentObject<T>` written as a type.
    var wrapperTypes: [WrapperTypeFact] = []
    var memberPublisherUses: [MemberUseFact] = []
    /// `x.namePublisher` (or `x.nameSubject`): a bridge subject's name read on
    /// a value, which an earlier run that stopped part way may have written
    /// before the class that needs the subject.
    var subjectUses: [MemberUseFact] = []
    var objectWillChangeUses: [MemberUseFact] = []
    var forwardings: [ForwardingFact] = []
    var projectedReferences: [ProjectedReferenceFact] = []
    /// `_name` uses of a wrapper's storage (`_model.wrappedValue`), other than `_name = Wrapper(...)` in `init`.
    var storageReferences: [StorageReferenceFact] = []
    var wrapperProperties: [WrapperPropertyFact] = []
    /// `@Environment(T.self) var name` properties (an earlier run's, or
    /// written by hand): `$name.x` in another body needs a local `@Bindable`.
    var environmentProperties: [EnvironmentPropertyFact] = []
    /// Properties with a property wrapper of another library named `…Object`.
    var objectWrapperProperties: [ObjectWrapperFact] = []
    var valueBindings: [ValueBindingFact] = []
    /// Functions and stored closures of types and globals, with what a call gives.
    var callables: [CallableFact] = []
    var environmentObjectModifiers: [ModifierFact] = []
    var wrapperInitAssignments: [WrapperInitFact] = []
    /// Types with a generic parameter constrained to ObservableObject, and the
    /// stored properties (init labels) of that parameter's type.
    var observableGenericTypes: [ObservableGenericTypeFact] = []
    /// `Name(label: value, …)` calls with a labelled argument whose value is known.
    var constructorCalls: [ConstructorCallFact] = []
    /// The functions (and the types of initialisers) with a parameter that
    /// requires `ObservableObject`: `func watch<M: ObservableObject>(_ m: M)`,
    /// `where M: ObservableObject`, `(_ m: some ObservableObject)`.
    var observableGenericFunctions: [String] = []
    /// Calls of those functions anywhere in the project (`watch(x)`,
    /// `hub.watch(x)`, `Relay(model: x)`) with their known arguments,
    /// labelled `_` when they have no label: read after every file's other
    /// facts (`FactCollector.functionCalls(named:in:text:module:)`).
    var functionCalls: [ConstructorCallFact] = []
}

struct ImportFact: Sendable, Hashable {
    var module: String
    var isTestable: Bool
    /// `@_exported import`: whoever imports this file's module sees that module too.
    var isExported: Bool = false
}

struct ObservableGenericTypeFact: Sendable {
    /// The type's qualified name.
    var name: [String]
    var labels: Set<String>
}

struct ConstructorCallFact: Sendable {
    var callee: String
    var arguments: [(label: String, value: ValueReference)]
    var scope: [String]
    var position: SourcePosition
}

/// `_name = StateObject(wrappedValue: value)` in an initialiser.
struct WrapperInitFact: Sendable {
    var owner: [String]
    var name: String
    var valueIsCheap: Bool
    /// What the value assigned builds.
    var construction: InitialValueCost.Construction
    /// A later statement of the initialiser assigns another property: Xcode
    /// 27's `@State` must be assigned after the view's other stored
    /// properties (TN3211), so `self.name = value` could not stand here.
    var isFollowedByOtherAssignments: Bool = false
    var position: SourcePosition
}

struct ParseErrorFact: Sendable, Hashable {
    var position: SourcePosition
    var message: String
    /// The file has a word that makes it matter on its own
    /// (`RelevanceFilter.mattersOnItsOwn`): its error is reported.
    var fileMattersOnItsOwn = true
}

/// What a rule's phase-1 matcher found: the node to locate and the message.
struct SyntaxMatch {
    var node: Syntax
    var message: String
}

struct PublisherTypeFact: Sendable {
    /// The type (declaration or extension) the mention sits in, if any.
    var owner: [String]?
    /// The mention is in a protocol's requirement.
    var inProtocol: Bool = false
    var position: SourcePosition
    var text: String
    /// The names of the declarations the mention sits in, innermost first
    /// (a function, `init`, an enum case, a variable, a type): what a call
    /// that hands it an argument would be named by.
    var declarationNames: [String] = []
    /// The innermost declaration is a type alias or an associated type: the
    /// type reaches parameters under that name, which calls are not named by.
    var isAliased: Bool = false
}

/// `@Environment(T.self) var name`.
struct EnvironmentPropertyFact: Sendable {
    var owner: [String]
    var name: String
    var type: [String]
    var scope: [String]
}

/// `ObservedObject<T>` (or `StateObject<T>`, `EnvironmentObject<T>`) written as a type.
struct WrapperTypeFact: Sendable {
    var wrapper: ObservableWrapperKind
    /// `T`, as written.
    var type: [String]?
    var scope: [String]
    var position: SourcePosition
}

/// `<S: Store>`, `where S: Store`, `some Store`, `any Store` or `extension
/// Store`: code that handles values of type `Store`, with the span of the
/// declaration those values live in. What other facts say happens inside the
/// span (an `objectWillChange` use, a `@StateObject` of type `S`) is what that
/// code does with them.
struct ProtocolScopeFact: Sendable {
    /// The type the values conform to, as written.
    var constraint: [String]
    /// The generic parameter constrained to it; nil for `some`/`any` and extensions.
    var parameter: String?
    /// A type declares the parameter (not a function): its properties may be of that type.
    var parameterOfType: Bool = false
    var isExtension: Bool = false
    /// The lexical scope the constraint is written in.
    var scope: [String]
    /// The declaration the values live in, from its first token to its last
    /// (a function, a type, an extension, or the file).
    var span: ClosedRange<SourcePosition>
    var position: SourcePosition
}

struct LocatedMessage: Sendable, Hashable {
    var position: SourcePosition
    var message: String
}

struct ModelPropertyFact: Sendable, Hashable {
    var name: String
    var kind: ModelPropertyKind
    var position: SourcePosition
    /// Holds subscriptions, tasks, timers or tokens (`Set<AnyCancellable>`, `Task`,
    /// `NSKeyValueObservation`): not UI state, so it gets `@ObservationIgnored`.
    var isBookkeeping: Bool
    /// A `Set<AnyCancellable>` (or `[AnyCancellable]`) that `store(in:)` can fill.
    var isCancellableStore: Bool = false
    /// Has `willSet` or `didSet` observers.
    var hasObservers: Bool = false
    /// Its observers (if any) can run in the setter of a computed property as they ran (`SetterObservers`).
    var observersFitASetter: Bool = true
    /// Declared `private` or `fileprivate`: invisible from other files.
    var isFilePrivate: Bool = false
    /// SwiftUI's view wrapper on it (`State`, `SwiftUI.Bindable`, …), if any:
    /// what the output check looks for in a class.
    var viewWrapper: String?
    /// For private bookkeeping storage used only by statements that forward
    /// changes to `self`: the offsets of those statements (`ConvertObjectWillChange`).
    var forwardingOnlyUses: Set<Int>?
    /// The value type as written (or a literal's, or the one the initial value
    /// names: `ValueTypeShape.of`), when it can be told.
    var valueType: ValueTypeShape?
    /// The type is not written but read from the initial value; then the
    /// member it names (`Phase.idle`: `idle`), which must be a case of the type.
    var isTypeInferred = false
    var initialValueMember: String?
    /// For an `.appStorage` property whose value is none of the types
    /// `UserDefaults` reads back: the enum it must be (`ConvertAppStorage.converts`).
    var appStorageEnum: AppStorageEnum?
    /// For an `@AppStorage` property that is not `.appStorage`: why (`AppStorageProperty.Refusal`).
    var appStorageRefusal: AppStorageProperty.Refusal?
    /// A `private` property with a SwiftUI view wrapper (`viewWrapper`) whose
    /// value builds nothing, and that nothing in its file reads (`name`,
    /// `_name`, `$name`): dead in a class, so `IgnoreUntrackableProperties` removes it.
    var isUnreadViewState = false
    /// The class's `deinit` reads it: a tracked property (a computed one, of
    /// the actor the class is isolated to) could not be read there.
    var isReadInDeinit = false
    /// A designated initialiser reads it before the object is whole
    /// (`EarlyReads.beforeInitialized`): a tracked (computed) property could not be read there.
    var isReadBeforeInitialized = false
    /// A designated initialiser that calls no `super.init` reads it: before
    /// a superclass's implicit `super.init()` (`EarlyReads.withoutSuperInit`).
    var isReadWithoutSuperInit = false
    /// Has `willSet` or `didSet`, and a designated initializer sets it once
    /// the object is whole (`EarlyReads.setOnceWhole`).
    var isSetOnceWholeInInit = false
    /// Its initial value is a closure whose capture list makes values
    /// (`{ [counter = Counter()] in … }`), which the macro's storage does not
    /// compile with.
    var capturesInInitialValue = false
    /// Isolated to the main actor on its own (`@MainActor var`).
    var isMainActorIsolated = false
}

/// A function, or a stored closure, a call of which gives a value:
/// `func makeSession() -> Session`, `var sentinel: () -> Sentinel`. Of a type
/// (its extensions' included) or a global; locals answer a call themselves
/// (`LexicalScope.mayDeclareLocally`).
struct CallableFact: Sendable {
    var scope: [String]
    var name: String
    /// The type a call gives, unwrapped; nil when the declaration names none
    /// the project could declare (`Void`, `some View`, a function type, one
    /// of the function's generic parameters, a closure without a written type).
    var result: [String]?
    /// For a `private` or `fileprivate` one: its file, the only one that sees it.
    var filePrivatePath: String?
    /// `static` or `class`: a call on the type reaches it (`Session.preview()`), one on a value does not.
    var isStatic = false
}

struct ExtensionFact: Sendable {
    var extendedType: [String]
    var scope: [String]
    var declaresObservableObject: Bool
    /// The conformances the extension adds, as written.
    var inheritedTypes: [[String]] = []
    /// The coding members it declares (`ClassMembers.CodingMember`).
    var codingMembers: Set<ClassMembers.CodingMember> = []
}

struct TypeAliasFact: Sendable {
    var scope: [String]
    var name: String
    var target: [String]
}

struct UnsupportedTypeFact: Sendable {
    var kind: String
    var name: String
    var position: SourcePosition
}

/// `base.$name` or `base.objectWillChange`, with what is known of `base`.
struct MemberUseFact: Sendable {
    var base: ValueReference
    var member: String
    var scope: [String]
    var position: SourcePosition
    /// For `base.$name`: where the projection sits.
    var context: ProjectedReference.Context = .other
    /// For `objectWillChange`: where the use sits.
    var site: ObjectWillChangeSite = .other
    /// For `base.$name`: the function whose body holds it
    /// (`LexicalScope.enclosingFunction`; nil: outside any).
    var function: String?
}

/// A statement that only forwards other objects' changes to `self`.
struct ForwardingFact: Sendable {
    enum Root: Sendable, Hashable {
        /// `base.objectWillChange`.
        case objectWillChange(ValueReference)
        /// `base.$name` (`nil` base: bare `$name`).
        case publisher(String, ValueReference?)
    }

    var key: Int
    /// The scope of the statement (the class whose `self` it forwards to).
    var scope: [String]
    var roots: [Root]
    var position: SourcePosition
}

/// A bare `$name` reference: a binding of a view's wrapper, or a publisher
/// when it appears inside the model class that declares `@Published name`.
struct ProjectedReferenceFact: Sendable {
    var owner: [String]
    var name: String
    var position: SourcePosition
    /// Whether a local `@Bindable var name = name` can be declared for this use.
    var hasBindableSite: Bool
    var context: ProjectedReference.Context = .other
    /// The innermost type declaration or extension around the use, outermost first
    /// (the scope names resolve in).
    var scope: [String] = []
}

struct StorageReferenceFact: Sendable {
    var owner: [String]
    var name: String
}

/// A `@StateObject`, `@ObservedObject` or `@EnvironmentObject` property.
struct WrapperPropertyFact: Sendable {
    var wrapper: ObservableWrapperKind
    var owner: [String]
    var scope: [String]
    var name: String
    var type: [String]?
    /// The initial value, for a property without a type annotation (`= Model.shared`).
    var value: ValueReference?
    var path: String
    /// The type is a generic parameter of the enclosing type (`<VM: ObservableObject>`).
    var typeIsGenericParameter: Bool
    var initializerCreatesObject: Bool
    var initializerIsCheap: Bool
    /// What the declaration's initial value builds; nil without one.
    var initialValue: InitialValueCost.Construction?
    /// Its type's code in this file (the type's declaration and the file's
    /// extensions of it) names it (`name`, `$name`, `_name`) where it is not
    /// declared: read, bound or assigned. A comment or a string naming it counts too.
    var isNamedInItsFile = true
    /// Its type's declaration reads it only in actions (`ActionReads`): a
    /// `Binding`'s closures, a `Button`'s action, `.onAppear { … }`.
    var isReadOnlyInActions = false
    var position: SourcePosition
}

/// A property with another library's wrapper named `…Object` (Factory's `@InjectedObject`).
struct ObjectWrapperFact: Sendable {
    var wrapper: String
    var type: [String]?
    var scope: [String]
    var position: SourcePosition
}

/// `.environmentObject(argument)`.
struct ModifierFact: Sendable {
    var argument: ValueReference
    var scope: [String]
    /// The function whose body makes the call (`LexicalScope.enclosingFunction`).
    var function: String?
    var position: SourcePosition
}
