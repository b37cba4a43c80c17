import SwiftUI

/// The app's session: not the package's internal one.
@Observable final class Session {
    var user = "guest"
}
