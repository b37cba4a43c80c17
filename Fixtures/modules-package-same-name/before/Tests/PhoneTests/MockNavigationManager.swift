@testable import Phone

private final class MockNavigationManager: NavigationManager {
    var pushed: [String] = []

    override func push(_ screen: String) {
        pushed.append(screen)
        super.push(screen)
    }
}
