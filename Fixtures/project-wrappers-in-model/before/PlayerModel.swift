import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var title = ""
    @Setting("player.volume") var volume = 5
}

final class QueueModel: ObservableObject {
    @Published var items: [String] = []
    @Announced var shuffle = false
}

struct PlayerView: View {
    @StateObject var player = PlayerModel()
    @StateObject var queue = QueueModel()

    var body: some View {
        Text("\(player.title) \(player.volume) \(queue.items.count) \(queue.shuffle)")
    }
}
