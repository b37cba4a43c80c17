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

@Observable final class Mixer {
    var volume = 0
    var mode: Mode = .off
    var label = "none" {
        willSet { labelPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var labelPublisher = CurrentValueSubject<String, Never>(_label)
}

struct MixerView: View {
    var mixer: Mixer
    let journal: Journal

    var body: some View {
        Text(mixer.label)
            .onChange(of: mixer.volume, initial: true) { _, value in
                journal.note("volume \(value)")
            }
            .onChange(of: mixer.mode, initial: true, { journal.note("mode \($1.rawValue)") })
            // Reads `label` itself: the old value, before the change.
            .onReceive(mixer.labelPublisher) { next in
                journal.note("label \(mixer.label) -> \(next)")
            }
    }
}
