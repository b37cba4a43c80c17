import Combine
import SwiftUI

/// Its publishers go only into Combine's own operators, which take any
/// publisher: a subject serves them as well.
final class Signup: ObservableObject {
    @Published var password = ""
    @Published var confirmation = ""
    @Published var isValid = false
    @Published var edits: [String] = []
    private var cancellables: Set<AnyCancellable> = []

    init() {
        $password
            .combineLatest($confirmation)
            .map { !$0.isEmpty && $0 == $1 }
            .sink { [weak self] in self?.isValid = $0 }
            .store(in: &cancellables)
        $password.merge(with: $confirmation)
            .sink { [weak self] in self?.edits.append($0) }
            .store(in: &cancellables)
    }
}

struct SignupView: View {
    @ObservedObject var signup: Signup

    var body: some View {
        Text(signup.isValid ? "ready" : "passwords differ")
    }
}
