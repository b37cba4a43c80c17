import Observation

/// Migrated by hand before the tool ran.
@Observable class Cart {
    var items: [String] = []
}

/// Not migrated yet: a subclass of the hand-migrated model.
final class GiftCart: Cart {
    var note = ""
}
