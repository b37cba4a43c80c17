import Combine
import SwiftUI

final class Profile: ObservableObject {
    @Published var name = ""
}

final class Account: ObservableObject {
    @Published var profile: Profile? = Profile()
    let settings = Profile()
    @Published var isSignedIn = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        bind()
    }

    private func bind() {
        let source = settings
        // Forward the profile's changes to our observers.
        if let profile {
            profile.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &cancellables)
        }
        source.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &cancellables)
    }

    func signOut(notify: Bool) {
        // Kept: the condition calls something.
        if isReady() {
            isSignedIn = false
        }
    }

    private func isReady() -> Bool { true }
}

struct AccountView: View {
    @ObservedObject var account: Account

    var body: some View {
        Text(account.profile?.name ?? account.settings.name)
    }
}
