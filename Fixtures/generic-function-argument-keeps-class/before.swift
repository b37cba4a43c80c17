import SwiftUI
import Combine

final class Router: ObservableObject {
    static let shared = Router()
    @Published var tab = 0
}

final class Settings: ObservableObject {
    @Published var volume = 5
}

final class Profile: ObservableObject {
    @Published var name = ""
}

final class Cart: ObservableObject {
    @Published var items: [String] = []
}

/// Nothing requires `ObservableObject` of it: it migrates.
final class Inbox: ObservableObject {
    @Published var unread = 0
}

/// Watches any object for changes: its parameters require `ObservableObject`.
func track<M: ObservableObject>(_ model: M) -> AnyCancellable {
    model.objectWillChange.sink { _ in print("changed") }
}

final class ChangeLog {
    private var cancellables = Set<AnyCancellable>()
    let profile = Profile()

    init() {
        track(Router.shared).store(in: &cancellables)
        let settings = Settings()
        attach(settings)
        log(self.profile)
    }

    func attach<M>(_ model: M) where M: ObservableObject {
        model.objectWillChange.sink { _ in print("attached") }.store(in: &cancellables)
    }

    func log(_ model: some ObservableObject) {
        model.objectWillChange.sink { _ in print("logged") }.store(in: &cancellables)
    }
}

struct Relay {
    let cancellable: AnyCancellable

    init<M: ObservableObject>(model: M) {
        cancellable = model.objectWillChange.sink { _ in print("relayed") }
    }
}

let cartRelay = Relay(model: Cart())

struct Dashboard: View {
    @ObservedObject var router: Router
    @ObservedObject var settings: Settings
    @ObservedObject var profile: Profile
    @ObservedObject var cart: Cart
    @ObservedObject var inbox: Inbox

    var body: some View {
        Text("\(router.tab) \(settings.volume) \(profile.name) \(cart.items.count) \(inbox.unread)")
    }
}
