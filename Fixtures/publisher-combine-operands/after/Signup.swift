import Combine
import SwiftUI

/// Its publishers go only into Combine's own operators, which take any
/// publisher: a subject serves them as well.
@Observable final class Signup {
    var password = "" {
        willSet { passwordPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var passwordPublisher = CurrentValueSubject<String, Never>(_password)
    var confirmation = "" {
        willSet { confirmationPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var confirmationPublisher = CurrentValueSubject<String, Never>(_confirmation)
    var isValid = false
    var edits: [String] = []
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init() {
        passwordPublisher
            .combineLatest(confirmationPublisher)
            .map { !$0.isEmpty && $0 == $1 }
            .sink { [weak self] in self?.isValid = $0 }
            .store(in: &cancellables)
        passwordPublisher.merge(with: confirmationPublisher)
            .sink { [weak self] in self?.edits.append($0) }
            .store(in: &cancellables)
    }
}

struct SignupView: View {
    var signup: Signup

    var body: some View {
        Text(signup.isValid ? "ready" : "passwords differ")
    }
}
