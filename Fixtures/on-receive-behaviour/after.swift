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
    var volume = 0 {
        willSet { volumePublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var volumePublisher = CurrentValueSubject<Int, Never>(_volume)
    var mode: Mode = .off {
        willSet { modePublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var modePublisher = CurrentValueSubject<Mode, Never>(_mode)
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
            .onReceive(mixer.volumePublisher) { value in
                journal.note("volume \(value)")
            }
            .onReceive(mixer.modePublisher, perform: { journal.note("mode \($0.rawValue)") })
            // Reads `label` itself: the old value, before the change.
            .onReceive(mixer.labelPublisher) { next in
                journal.note("label \(mixer.label) -> \(next)")
            }
    }
}
