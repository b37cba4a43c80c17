import Foundation

/// The phone app's navigation helper: a plain stack, not UI state.
class NavigationManager {
    var stack: [String] = []

    func push(_ screen: String) {
        stack.append(screen)
    }
}
