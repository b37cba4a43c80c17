import Foundation
import Combine

final class CartModel: ObservableObject {
    @Published var itemCount = 0

    func add() {
        itemCount += 1
    }
}

public class ThemeModel: ObservableObject {
    @Published public var accentName = "blue"
    @Published public var usesLargeText = false

    public init() {}
}

@MainActor class SessionModel: ObservableObject {
    @Published var isSignedIn = false
    @Published var lastSignIn: Date? = nil

    func signIn() {
        isSignedIn = true
        lastSignIn = Date()
    }
}
