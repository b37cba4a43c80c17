import SwiftUI

/// The app's trips.
final class Store: ObservableObject {
    @Published var trips: [String] = []

    func add(_ trip: String) {
        trips.append(trip)
    }
}
