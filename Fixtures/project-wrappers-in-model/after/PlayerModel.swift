import SwiftUI

@Observable final class PlayerModel {
    var title = ""
    @ObservationIgnored @Setting("player.volume") var volume = 5
}

final class QueueModel: ObservableObject {
    @Published var items: [String] = []
    @Announced var shuffle = false
}

struct PlayerView: View {
    @State var player = PlayerModel()
    @StateObject var queue = QueueModel()

    var body: some View {
        Text("\(player.title) \(player.volume) \(queue.items.count) \(queue.shuffle)")
    }
}
