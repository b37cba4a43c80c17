import Foundation

/// A value kept in UserDefaults. It has no enclosing-instance subscript: in a
/// class it never told anyone of a change.
@propertyWrapper
struct Setting<Value> {
    let key: String
    let defaultValue: Value

    init(wrappedValue: Value, _ key: String) {
        self.key = key
        defaultValue = wrappedValue
    }

    var wrappedValue: Value {
        get { UserDefaults.standard.object(forKey: key) as? Value ?? defaultValue }
        set { UserDefaults.standard.set(newValue, forKey: key) }
    }
}
