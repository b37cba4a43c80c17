import Foundation
import Observation

@Observable final class CartModel {
    var itemCount = 0

    func add() {
        itemCount += 1
    }
}

@Observable public class ThemeModel {
    public var accentName = "blue"
    public var usesLargeText = false

    public init() {}
}

@Observable @MainActor class SessionModel {
    var isSignedIn = false
    var lastSignIn: Date? = nil

    func signIn() {
        isSignedIn = true
        lastSignIn = Date()
    }
}
