import Foundation

final class AppDelegate: NSObject {
    let navigation = NavigationManager()

    func start() {
        navigation.push("home")
    }
}
