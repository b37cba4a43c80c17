import SwiftUI

/// What the view's actions saw, in order.
final class Journal {
    private(set) var lines: [String] = []

    func note(_ line: String) {
        lines.append(line)
    }
}

enum Mode: String {
    case off, on
}

final class Mixer: ObservableObject {
    @Published var volume = 0
    @Published var mode: Mode = .off
    @Published var label = "none"
}

struct MixerView: View {
    @ObservedObject var mixer: Mixer
    let journal: Journal

    var body: some View {
        Text(mixer.label)
            .onReceive(mixer.$volume) { value in
                journal.note("volume \(value)")
            }
            .onReceive(mixer.$mode, perform: { journal.note("mode \($0.rawValue)") })
            // Reads `label` itself: the old value, before the change.
            .onReceive(mixer.$label) { next in
                journal.note("label \(mixer.label) -> \(next)")
            }
    }
}
