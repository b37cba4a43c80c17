import Combine
import SwiftUI

enum HotkeyAction: String, CaseIterable {
    case toggle, search
}

@Observable final class Hotkey {
    let action: HotkeyAction
    var keyCombination: String? {
        willSet { keyCombinationPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var keyCombinationPublisher = CurrentValueSubject<String?, Never>(_keyCombination)

    init(action: HotkeyAction) {
        self.action = action
    }
}

@Observable final class HotkeySettings {
    // No written type: an array of what the closure builds.
    private(set) var hotkeys = HotkeyAction.allCases.map { action in
        Hotkey(action: action)
    }
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init() {
        for publisher in hotkeys.map({ $0.keyCombinationPublisher }) {
            publisher.sink { print($0 ?? "none") }.store(in: &cancellables)
        }
    }
}

struct HotkeysView: View {
    var settings: HotkeySettings

    var body: some View {
        ForEach(settings.hotkeys, id: \.action) { hotkey in
            HotkeyRow(hotkey: hotkey)
        }
    }
}

struct HotkeyRow: View {
    var hotkey: Hotkey

    var body: some View {
        Text(hotkey.keyCombination ?? hotkey.action.rawValue)
    }
}
