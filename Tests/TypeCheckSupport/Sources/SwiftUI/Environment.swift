// The environment: key-path values, and (since iOS 17) `Observable` objects
// keyed by their type. `Environment(T.self)` requires `T: AnyObject & Observable`
// exactly as SwiftUI does; `ObservableObject`s go through `EnvironmentObject`.

/// A property wrapper that reads a value from a view's environment.
///
/// It has no projected value: `$name` of an `@Environment` property does not
/// compile (a migration has to declare a local `@Bindable` for bindings).
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    public var wrappedValue: Value { fatalError() }
}

extension Environment {
    /// Creates an environment property to read an observable object from the environment.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}

    /// Creates an environment property to read an observable object from the
    /// environment, returning `nil` if no corresponding object has been set.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }

    public subscript<T>(objectType: T.Type) -> T? where T: AnyObject, T: Observable {
        get { fatalError() }
        set {}
    }

    public var description: String { "EnvironmentValues" }
}

extension EnvironmentValues {
    public var dismiss: DismissAction { fatalError() }
    public var openURL: OpenURLAction {
        get { fatalError() }
        set {}
    }
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set {}
    }
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set {}
    }
    public var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    public var locale: Locale {
        get { fatalError() }
        set {}
    }
    public var timeZone: TimeZone {
        get { fatalError() }
        set {}
    }
    public var calendar: Calendar {
        get { fatalError() }
        set {}
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set {}
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set {}
    }
    public var isSearching: Bool { fatalError() }
    public var refresh: RefreshAction? { fatalError() }
    public var font: Font? {
        get { fatalError() }
        set {}
    }
}

/// An action that dismisses a presentation.
@MainActor @preconcurrency
public struct DismissAction {
    public func callAsFunction() {}
}

/// An action that opens a URL.
@MainActor @preconcurrency
public struct OpenURLAction {
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }

    public init(handler: @escaping (URL) -> Result) {}
    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
}

/// An action that initiates a refresh operation.
@MainActor @preconcurrency
public struct RefreshAction {
    public func callAsFunction() async {}
}

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// An indication of a scene's operational state.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}
