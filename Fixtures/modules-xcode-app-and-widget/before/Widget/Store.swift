import SwiftUI

/// The widget's own, smaller store.
final class Store: ObservableObject {
    @Published var nextTrip = ""
}
