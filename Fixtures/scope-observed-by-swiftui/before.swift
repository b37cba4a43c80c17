import Combine
import SwiftUI
import UIKit

// Driven by Combine sinks from a view controller: no SwiftUI view observes it.
final class FeedViewModel: ObservableObject {
    @Published var items: [String] = []
    @Published var isLoading = false
}

final class FeedViewController: UIViewController {
    private let viewModel = FeedViewModel()
    private var cancellables: Set<AnyCancellable> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$items.sink { print($0.count) }.store(in: &cancellables)
        viewModel.$isLoading.sink { print($0) }.store(in: &cancellables)
    }
}

// Held by a view.
final class Session: ObservableObject {
    @Published var userName = ""
    // Stored in an observed class: views read through it.
    let preferences = Preferences()
}

final class Preferences: ObservableObject {
    @Published var showsAvatars = true
}

// Passed to `.environmentObject`.
final class Theme: ObservableObject {
    @Published var accentName = "blue"
}

// The superclass of an observed class moves with it.
class Store: ObservableObject {
    @Published var revision = 0
}

final class CartStore: Store {
    @Published var count = 0
}

struct RootView: View {
    @StateObject private var session = Session()
    @StateObject private var theme = Theme()

    var body: some View {
        ProfileView(session: session)
            .environmentObject(theme)
    }
}

struct ProfileView: View {
    @ObservedObject var session: Session

    var body: some View {
        Toggle(session.userName, isOn: .constant(session.preferences.showsAvatars))
    }
}

struct CartBadge: View {
    @ObservedObject var cart: CartStore

    var body: some View {
        Text("\(cart.count)")
    }
}
