// Apps and scenes.

/// A type that represents the structure and behavior of an app.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// Initializes and runs the app (so `@main` works). Never called here.
    @MainActor @preconcurrency public static func main() {
        fatalError("SwiftUI stand-in: apps cannot run")
    }
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
///
/// Only blocks and expressions: SwiftUI's `buildOptional`/`buildLimitedAvailability`
/// for scenes are availability plumbing that fixtures don't use.
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _TupleScene((repeat each content))
    }
}

public struct _TupleScene<T> {
    public init(_ value: T) {}
}

extension _TupleScene: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The placeholder every scene modifier of this stand-in returns (as `some Scene`).
public struct _ModifiedScene<Content: Scene> {
    public init(_ content: Content) {}
}

extension _ModifiedScene: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content: View> {
    public init(@ViewBuilder content: () -> Content) {}
    public init(id: String, @ViewBuilder content: () -> Content) {}
    public init(_ title: Text, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}
}

extension WindowGroup: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A scene that presents an interface for viewing and modifying an app's settings (macOS).
public struct Settings<Content: View> {
    public init(@ViewBuilder content: () -> Content) {}
}

extension Settings: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Scene {
    /// Supplies an `ObservableObject` to a view subhierarchy.
    nonisolated public func environmentObject<T>(_ object: T) -> some Scene where T: ObservableObject {
        _ModifiedScene(self)
    }

    /// Places an observable object in the scene's environment.
    nonisolated public func environment<T>(_ object: T?) -> some Scene where T: AnyObject, T: Observable {
        _ModifiedScene(self)
    }

    /// Sets the environment value of the specified key path to the given value.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _ModifiedScene(self)
    }

    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene {
        _ModifiedScene(self)
    }

    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some Scene {
        _ModifiedScene(self)
    }
}
