// SwiftUI's property wrappers with their real constraints: the old ones
// (`StateObject`, `ObservedObject`, `EnvironmentObject`) require
// `ObservableObject`; `Bindable` accepts only `Observable` objects.

// MARK: - State

/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// As the property wrapper SwiftUI had up to Xcode 26: its value is
/// evaluated every time the view value is built; once the view is installed
/// (`_install(_:in:)`), every later view value of the same identity reads the
/// storage of the first.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty, _InstalledProperty {
    let storage: _PropertyStorage

    public init(wrappedValue value: Value) { storage = _PropertyStorage(value) }
    public init(initialValue value: Value) { storage = _PropertyStorage(value) }

    public var wrappedValue: Value {
        get { storage.value as! Value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding<Value> { fatalError() }

    public func _install(in identity: _ViewIdentity, key: String) {
        if let kept = identity.slots[key] { storage.value = kept } else { identity.slots[key] = storage.value }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { storage = _PropertyStorage(Value(nilLiteral: ())) }
}

extension State: @unchecked Sendable where Value: Sendable {}

/// What a view property holds for the view value it belongs to.
public final class _PropertyStorage {
    var value: Any?
    init(_ value: Any?) { self.value = value }
}

/// The storage SwiftUI keeps for one view identity, across the view values
/// a parent builds for it (behaviour checks only).
public final class _ViewIdentity {
    var slots: [String: Any] = [:]
    public init() {}
}

/// A view property SwiftUI connects to the storage of the view's identity.
public protocol _InstalledProperty {
    func _install(in identity: _ViewIdentity, key: String)
}

/// Connects a view value to its identity's storage, as SwiftUI does each
/// time a parent's body builds the view: the first view value's `@State`
/// and `@StateObject` values are kept; the later ones' are dropped
/// (behaviour checks only).
@MainActor
public func _install<V: View>(_ view: V, in identity: _ViewIdentity) {
    for child in Mirror(reflecting: view).children {
        guard let property = child.value as? _InstalledProperty, let label = child.label else { continue }
        property._install(in: identity, key: label)
    }
}

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
///
/// Its value is an autoclosure, evaluated once, when the view is installed
/// (`_install(_:in:)`); later view values of the same identity never
/// evaluate theirs.
@frozen @propertyWrapper
public struct StateObject<ObjectType>: DynamicProperty, _InstalledProperty where ObjectType: ObservableObject {
    let thunk: () -> ObjectType
    let storage: _PropertyStorage

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
        storage = _PropertyStorage(nil)
    }

    /// The installed object; read before installation (which SwiftUI warns
    /// about), a new one each time.
    @MainActor @preconcurrency public var wrappedValue: ObjectType { storage.value as? ObjectType ?? thunk() }

    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }

    public func _install(in identity: _ViewIdentity, key: String) {
        if identity.slots[key] == nil { identity.slots[key] = thunk() }
        storage.value = identity.slots[key]
    }
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
///
/// Reads and writes its key in its store (`UserDefaults.standard` by
/// default); in an `ObservableObject`, a write tells the object's
/// `objectWillChange` first, as SwiftUI's does.
@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    @usableFromInline let key: String
    @usableFromInline let defaultValue: Value
    @usableFromInline let store: UserDefaults
    /// What is stored for a value (nil: the key is removed), and the value a
    /// stored object gives: a `RawRepresentable` is stored by its raw value.
    @usableFromInline let toStored: (Value) -> Any?
    @usableFromInline let fromStored: (Any?) -> Value?

    @available(*, unavailable)
    public init() { fatalError() }

    @usableFromInline init(key: String, defaultValue: Value, store: UserDefaults?,
                           toStored: @escaping (Value) -> Any? = AppStorage.storedAsIs, fromStored: @escaping (Any?) -> Value? = { $0 as? Value }) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.toStored = toStored
        self.fromStored = fromStored
    }

    @usableFromInline static func storedAsIs(_ value: Value) -> Any? {
        if let optional = value as? any _AppStorageOptional, optional._isNil { return nil }
        return value
    }

    public var wrappedValue: Value {
        get { fromStored(store.object(forKey: key)) ?? defaultValue }
        nonmutating set {
            if let stored = toStored(newValue) {
                store.set(stored, forKey: key)
            } else {
                store.removeObject(forKey: key)
            }
        }
    }

    public var projectedValue: Binding<Value> { fatalError() }

    /// In a class: a write tells an `ObservableObject`'s observers first.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, AppStorage<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].wrappedValue }
        set {
            if let observable = object as? any ObservableObject { _appStorageWillChange(observable) }
            object[keyPath: storageKeyPath].wrappedValue = newValue
        }
    }
}

/// Sends an `ObservableObject`'s `objectWillChange` (its default publisher).
func _appStorageWillChange<T: ObservableObject>(_ object: T) {
    (object.objectWillChange as? ObservableObjectPublisher)?.send()
}

public protocol _AppStorageOptional { var _isNil: Bool { get } }
extension Optional: _AppStorageOptional { public var _isNil: Bool { self == nil } }

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(key: key, defaultValue: wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(key: key, defaultValue: wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(key: key, defaultValue: wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(key: key, defaultValue: wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(key: key, defaultValue: wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { self.init(key: key, defaultValue: wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(key: key, defaultValue: wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, toStored: { $0.rawValue }, fromStored: { ($0 as? Int).flatMap(Value.init(rawValue:)) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, toStored: { $0.rawValue }, fromStored: { ($0 as? String).flatMap(Value.init(rawValue:)) })
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, toStored: { $0?.rawValue }, fromStored: { ($0 as? Int).flatMap(R.init(rawValue:)) })
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, toStored: { $0?.rawValue }, fromStored: { ($0 as? String).flatMap(R.init(rawValue:)) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(key: key, defaultValue: nil, store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(key: key, defaultValue: nil, store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(key: key, defaultValue: nil, store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(key: key, defaultValue: nil, store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(key: key, defaultValue: nil, store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { self.init(key: key, defaultValue: nil, store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(key: key, defaultValue: nil, store: store) }
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
