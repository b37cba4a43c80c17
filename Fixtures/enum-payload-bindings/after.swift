import SwiftUI

@Observable final class Library {
    var titles: [String] = []
}

@Observable final class Player {
    var isPlaying = false
}

/// What a sheet shows; the models come with the case.
enum Destination: Identifiable {
    case shelf(library: Library)
    case nowPlaying(Player, library: Library)
    case about

    var id: String {
        switch self {
        case .shelf: return "shelf"
        case .nowPlaying: return "nowPlaying"
        case .about: return "about"
        }
    }
}

struct ShelfView: View {
    @Environment(Library.self) var library
    var body: some View { Text("\(library.titles.count) titles") }
}

struct PlayerView: View {
    @Environment(Player.self) var player
    var body: some View { Text(player.isPlaying ? "Playing" : "Paused") }
}

struct DestinationView: View {
    let destination: Destination

    var body: some View {
        switch destination {
        case .shelf(let library):
            ShelfView().environment(library)
        case let .nowPlaying(player, library):
            PlayerView()
                .environment(player)
                .environment(library)
        case .about:
            Text("About")
        }
    }

    /// The same models, matched with `if case`.
    var shelfOnly: some View {
        if case .shelf(library: let library) = destination {
            return AnyView(ShelfView().environment(library))
        }
        return AnyView(EmptyView())
    }
}

struct LibraryRoot: View {
    @State private var library = Library()
    @State private var player = Player()
    @State private var destination: Destination?

    var body: some View {
        Button("Open") { destination = .nowPlaying(player, library: library) }
            .sheet(item: $destination) { DestinationView(destination: $0) }
    }
}
