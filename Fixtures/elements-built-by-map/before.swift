import Combine
import SwiftUI

enum HotkeyAction: String, CaseIterable {
    case toggle, search
}

final class Hotkey: ObservableObject {
    let action: HotkeyAction
    @Published var keyCombination: String?

    init(action: HotkeyAction) {
        self.action = action
    }
}

final class HotkeySettings: ObservableObject {
    // No written type: an array of what the closure builds.
    @Published private(set) var hotkeys = HotkeyAction.allCases.map { action in
        Hotkey(action: action)
    }
    private var cancellables = Set<AnyCancellable>()

    init() {
        for publisher in hotkeys.map({ $0.$keyCombination }) {
            publisher.sink { print($0 ?? "none") }.store(in: &cancellables)
        }
    }
}

struct HotkeysView: View {
    @ObservedObject var settings: HotkeySettings

    var body: some View {
        ForEach(settings.hotkeys, id: \.action) { hotkey in
            HotkeyRow(hotkey: hotkey)
        }
    }
}

struct HotkeyRow: View {
    @ObservedObject var hotkey: Hotkey

    var body: some View {
        Text(hotkey.keyCombination ?? hotkey.action.rawValue)
    }
}
