import Combine
import SwiftUI

final class Store: NSObject,
                   ObservableObject,
                   Identifiable {
    @Published var count = 0
}

final class Other: NSObject, ObservableObject,
    Identifiable {
    @Published var count = 0
}

struct V: View {
    @ObservedObject var store: Store
    @ObservedObject var other: Other
    var body: some View { Text("\(store.count)\(other.count)") }
}
