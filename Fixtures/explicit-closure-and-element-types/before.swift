import Combine
import SwiftUI

final class AppState: ObservableObject {
    @Published var title = ""
}

final class Hotkey: ObservableObject {
    @Published var keyCombination = ""
}

final class HotkeyCenter: ObservableObject {
    @Published var hotkeys: [Hotkey] = []
    private var cancellables: Set<AnyCancellable> = []

    func watch() {
        // `$0` is an element of `hotkeys`, an array of `Hotkey`.
        hotkeys.map { $0.$keyCombination }.forEach { publisher in
            publisher.sink { print($0) }.store(in: &cancellables)
        }
        hotkeys.forEach { hotkey in
            hotkey.$keyCombination.dropFirst().sink { print("changed", $0) }.store(in: &cancellables)
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
    @ObservedObject var center: HotkeyCenter

    var body: some View {
        List(center.hotkeys, id: \.keyCombination) { hotkey in
            HotkeyRow(hotkey: hotkey)
        }
        .navigationTitle(state.title)
    }
}

struct HotkeyRow: View {
    @ObservedObject var hotkey: Hotkey

    var body: some View {
        TextField("Keys", text: $hotkey.keyCombination)
    }
}
