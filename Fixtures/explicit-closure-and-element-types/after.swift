import Combine
import SwiftUI

@Observable final class AppState: ObservableObject {
    var title = ""
}

@Observable final class Hotkey {
    var keyCombination = "" {
        willSet { keyCombinationPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var keyCombinationPublisher = CurrentValueSubject<String, Never>(_keyCombination)
}

@Observable final class HotkeyCenter {
    var hotkeys: [Hotkey] = []
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    func watch() {
        // `$0` is an element of `hotkeys`, an array of `Hotkey`.
        hotkeys.map { $0.keyCombinationPublisher }.forEach { publisher in
            publisher.sink { print($0) }.store(in: &cancellables)
        }
        hotkeys.forEach { hotkey in
            hotkey.keyCombinationPublisher.dropFirst().sink { print("changed", $0) }.store(in: &cancellables)
        }
    }
}

struct RootView: View {
    // The closure's signature names the type.
    @StateObject private var state = { () -> AppState in
        let state = AppState()
        state.title = "Shortcuts"
        return state
    }()
    var center: HotkeyCenter

    var body: some View {
        List(center.hotkeys, id: \.keyCombination) { hotkey in
            HotkeyRow(hotkey: hotkey)
        }
        .navigationTitle(state.title)
    }
}

struct HotkeyRow: View {
    @Bindable var hotkey: Hotkey

    var body: some View {
        TextField("Keys", text: $hotkey.keyCombination)
    }
}
