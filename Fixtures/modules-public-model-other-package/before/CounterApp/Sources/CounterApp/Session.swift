import SwiftUI

/// The app's session: not the package's internal one.
final class Session: ObservableObject {
    @Published var user = "guest"
}
