import SwiftUI

@Observable
final class Store: NSObject,
                   Identifiable {
    var count = 0
}

@Observable
final class Other: NSObject,
    Identifiable {
    var count = 0
}

struct V: View {
    var store: Store
    var other: Other
    var body: some View { Text("\(store.count)\(other.count)") }
}
