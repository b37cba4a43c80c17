import Combine
import SwiftUI
import UIKit

// Driven by Combine sinks from a view controller: no SwiftUI view observes it.
@Observable final class FeedViewModel {
    var items: [String] = [] {
        willSet { itemsPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var itemsPublisher = CurrentValueSubject<[String], Never>(_items)
    var isLoading = false {
        willSet { isLoadingPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var isLoadingPublisher = CurrentValueSubject<Bool, Never>(_isLoading)
}

final class FeedViewController: UIViewController {
    private let viewModel = FeedViewModel()
    private var cancellables: Set<AnyCancellable> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.itemsPublisher.sink { print($0.count) }.store(in: &cancellables)
        viewModel.isLoadingPublisher.sink { print($0) }.store(in: &cancellables)
    }
}

// Held by a view.
@Observable final class Session: ObservableObject {
    var userName = ""
    // Stored in an observed class: views read through it.
    let preferences = Preferences()
}

@Observable final class Preferences {
    var showsAvatars = true
}

// Passed to `.environmentObject`.
@Observable final class Theme {
    var accentName = "blue"
}

// The superclass of an observed class moves with it.
@Observable class Store {
    var revision = 0
}

@Observable final class CartStore: Store {
    var count = 0
}

struct RootView: View {
    @StateObject private var session = Session()
    @State private var theme = Theme()

    var body: some View {
        ProfileView(session: session)
            .environment(theme)
    }
}

struct ProfileView: View {
    var session: Session

    var body: some View {
        Toggle(session.userName, isOn: .constant(session.preferences.showsAvatars))
    }
}

struct CartBadge: View {
    var cart: CartStore

    var body: some View {
        Text("\(cart.count)")
    }
}
