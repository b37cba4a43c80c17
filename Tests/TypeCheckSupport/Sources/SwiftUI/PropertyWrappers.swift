// SwiftUI's property wrappers with their real constraints: the old ones
// (`StateObject`, `ObservedObject`, `EnvironmentObject`) require
// `ObservableObject`; `Bindable` accepts only `Observable` objects.

// MARK: - State

/// A property wrapper type that can read and write a value managed by SwiftUI.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}

extension State: Sendable where Value: Sendable {}

// MARK: - Binding

/// A property wrapper type that can read and write a value owned by a source of truth.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {}
    public init(projectedValue: Binding<Value>) {}

    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { self }

    public var transaction: Transaction {
        get { fatalError() }
        set {}
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }

    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
    /// Creates a binding by projecting the base value to an unwrapped value.
    public init?(_ base: Binding<Value?>) { fatalError() }
    /// Creates a binding by projecting the base value to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable { fatalError() }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { fatalError() }
    public var endIndex: Index { fatalError() }
    public var indices: Value.Indices { fatalError() }
    public func index(after i: Index) -> Index { fatalError() }
    public func formIndex(after i: inout Index) {}
    public subscript(position: Index) -> Binding<Value.Element> { fatalError() }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index { fatalError() }
    public func formIndex(before i: inout Index) {}
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// The context of the current state-processing update.
public struct Transaction: Sendable {
    public init() {}
    public init(animation: Animation?) {}
    public var animation: Animation?
    public var disablesAnimations: Bool = false
}

// MARK: - Bindable

/// A property wrapper type that supports creating bindings to the mutable
/// properties of observable objects.
///
/// As in SwiftUI, the unconstrained initializers exist but are unavailable, so
/// that `@Bindable` on anything but an `Observable` object is rejected with
/// SwiftUI's own message.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { fatalError() }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { fatalError() }

    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> where Value: AnyObject {
        fatalError()
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}

// MARK: - ObservableObject wrappers

/// A property wrapper type that instantiates an observable object.
@frozen @propertyWrapper
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }

    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// A property wrapper type that subscribes to an observable object and
/// invalidates a view whenever the observable object changes.
@propertyWrapper @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying observable object that can create bindings
    /// to its properties.
    @dynamicMemberLookup @frozen
    public struct Wrapper {
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            fatalError()
        }
    }

    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    @MainActor @preconcurrency public var wrappedValue: ObjectType

    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// A property wrapper type for an observable object that a parent or ancestor
/// view supplies.
@frozen @propertyWrapper
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying environment object that can create bindings
    /// to its properties.
    @dynamicMemberLookup @frozen
    public struct Wrapper {
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            fatalError()
        }
    }

    public init() {}

    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }

    @MainActor @preconcurrency public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }
}

// MARK: - AppStorage

/// A property wrapper type that reflects a value from `UserDefaults`.
@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    @available(*, unavailable)
    public init() { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { fatalError() }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {}
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {}
}

/// A property wrapper type that reflects a value from scene storage.
@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    @available(*, unavailable)
    public init() { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { fatalError() }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String) where Value == Int {}
    public init(wrappedValue: Value, _ key: String) where Value == Double {}
    public init(wrappedValue: Value, _ key: String) where Value == String {}
}

// MARK: - FocusState

/// A property wrapper type that can read and write a value that SwiftUI updates
/// as the placement of focus within the scene changes.
@frozen @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @frozen @propertyWrapper
    public struct Binding {
        @available(*, unavailable)
        public init() { fatalError() }
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    public var projectedValue: FocusState<Value>.Binding { fatalError() }

    public init() where Value == Bool {}
    public init<T: Hashable>() where Value == T? {}
}
