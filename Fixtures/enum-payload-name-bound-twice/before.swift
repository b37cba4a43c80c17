import SwiftUI

final class Library: ObservableObject {
    @Published var titles: [String] = []
}

final class Player: ObservableObject {
    @Published var isPlaying = false
}

/// One name bound by two cases to values of two classes: which one a use
/// reads is not told from the body alone, so both classes stay.
enum Panel {
    case shelf(Library)
    case player(Player)
}

struct ShelfView: View {
    @EnvironmentObject var library: Library
    var body: some View { Text("\(library.titles.count) titles") }
}

struct PlayerView: View {
    @EnvironmentObject var player: Player
    var body: some View { Text(player.isPlaying ? "Playing" : "Paused") }
}

struct PanelView: View {
    let panel: Panel

    var body: some View {
        switch panel {
        case .shelf(let model):
            ShelfView().environmentObject(model)
        case .player(let model):
            PlayerView().environmentObject(model)
        }
    }
}
