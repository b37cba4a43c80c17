import SwiftUI

/// Compiled by the app only.
final class Feed: ObservableObject {
    static let shared = Feed()
    @Published var items: [String] = []
}
