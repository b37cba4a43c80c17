import SwiftUI

/// Code over the protocol sends its objectWillChange: once its conformers
/// are @Observable nothing would hear it, so they stay, reported.
protocol Refreshing: ObservableObject {
    var updatedAt: Date { get set }
}

extension Refreshing where ObjectWillChangePublisher == ObservableObjectPublisher {
    func refresh() {
        updatedAt = Date()
        objectWillChange.send()
    }
}

final class Inbox: Refreshing {
    @Published var updatedAt = Date.distantPast
}

/// A view owns a store of a generic type with @StateObject, which needs
/// ObservableObject: the protocol keeps refining it, and its conformers
/// migrate and keep ObservableObject through it.
protocol Feed: ObservableObject {
    var items: [String] { get }
}

@Observable final class NewsFeed: Feed {
    var items: [String] = []
}

struct FeedScreen<Model: Feed>: View {
    @StateObject var model: Model

    var body: some View {
        List(model.items, id: \.self) { Text($0) }
    }
}

/// One conformer stays for a reason of its own: the protocol keeps refining
/// ObservableObject, and the other conformer migrates.
protocol Player: ObservableObject {
    var volume: Double { get set }
}

@Observable final class LocalPlayer: Player {
    var volume = 0.5
}

final class RemotePlayer: Player {
    @Published var volume = 0.5
    private let queue = DispatchQueue(label: "player")

    func sync() {
        queue.async {
            self.objectWillChange.send()
        }
    }
}

struct PlayerScreen: View {
    @State private var feed = NewsFeed()
    @StateObject private var inbox = Inbox()
    @Bindable var local: LocalPlayer
    @ObservedObject var remote: RemotePlayer

    var body: some View {
        FeedScreen(model: feed)
        Text(inbox.updatedAt, style: .time)
        Slider(value: $local.volume)
        Slider(value: $remote.volume)
    }
}
