/// A value that, in a class, hears of each write through the enclosing
/// instance, where it could tell the object's observers.
@propertyWrapper
struct Announced<Value> {
    var wrappedValue: Value

    static subscript<Enclosing: AnyObject>(
        _enclosingInstance object: Enclosing,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Enclosing, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Enclosing, Announced<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].wrappedValue }
        set {
            print("announcing a change")
            object[keyPath: storageKeyPath].wrappedValue = newValue
        }
    }
}
