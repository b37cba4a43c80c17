import SwiftUI

enum Outcome {
    case done, failed, cancelled
}

enum Stage {
    case idle, ready, broken
}

/// Each `send()` comes before a change every branch makes: the change
/// itself notifies observers.
@Observable final class Importer {
    var stage: Stage = .idle
    private var attempts = 0

    func finish(_ outcome: Outcome) {
        switch outcome {
        case .done:
            stage = .ready
        case .failed, .cancelled:
            attempts += 1
            stage = .broken
        }
    }

    func check(_ valid: Bool, _ empty: Bool) {
        if valid {
            stage = .ready
        } else if empty {
            stage = .idle
        } else {
            stage = .broken
        }
    }
}

/// A branch that changes nothing: the `send()` announces a change the
/// tool cannot name there.
final class Checker: ObservableObject {
    @Published var stage: Stage = .idle

    func check(_ valid: Bool) {
        objectWillChange.send()
        if valid {
            stage = .ready
        }
    }
}

struct ImportView: View {
    var importer: Importer
    @ObservedObject var checker: Checker

    var body: some View {
        Text("\(importer.stage == .ready) \(checker.stage == .ready)")
    }
}
