/// A name whose type is known from its declaration (`var m: Model`, `let m = Model()`).
struct ValueBindingFact: Sendable {
    var scope: [String]
    var name: String
    /// How the name's type is known: written, or from the value it is bound to.
    var source: Source
    /// For a local or a parameter, the declaration whose body declares it
    /// (`LexicalScope.enclosingFunction`): a local of one function is not
    /// seen in another. nil for a member or a global.
    var function: String? = nil
    /// A computed property: each read runs its getter.
    var isComputed = false
    /// A dictionary (`source` is `.elements` of its values): iterating it gives pairs.
    var isKeyed = false
    /// A `static` or `class` property.
    var isStatic = false
    /// Declared by a condition or a pattern (`if let`, `guard let`,
    /// `case .a(let model)`): seen in part of its body only.
    var isConditional = false
    /// For such a name seen in one block only (not `guard let`): the key
    /// (`LexicalScope.bindingRegion`) a use there has or starts with.
    var region: String? = nil

    /// Whether a use whose key (`LexicalScope.enclosingFunction`) is `key` sees it.
    func isSeen(from key: String?) -> Bool {
        guard let owner = region ?? function else { return true }
        guard let key else { return false }
        return key == owner || key.hasPrefix(owner + "/")
    }

    enum Source: Sendable, Hashable {
        case type([String])
        /// A collection of values of this type (`[Session]`, `[ID: Session]`, `Set<Session>`).
        case elements([String])
        case value(ValueReference)
        /// An associated value a pattern binds (`case .settings(let manager, _)`
        /// over `subject`): the value at `index` of the case `name` with `count` values.
        case payload(subject: ValueReference, name: String, index: Int, count: Int)
    }
}
