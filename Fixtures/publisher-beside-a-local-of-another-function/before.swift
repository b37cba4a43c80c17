import Combine
import SwiftUI

struct Log {
    let label: String
}

final class Channel: ObservableObject {
    @Published var isOpen = false
}

/// `channel` in `watch(id:)` is its guard's: a `Channel`. The `channel` of
/// `open(id:)`, a `Log`, is a local of that function, which no other function sees.
final class Hub: ObservableObject {
    @Published var isOpen = false
    private var channels: [String: Channel] = [:]
    private var subscriptions = Set<AnyCancellable>()

    func open(id: String) {
        let channel = Log(label: id)
        print(channel.label)
        channels[id] = Channel()
    }

    func watch(id: String) {
        guard let channel = channels[id] else { return }
        channel.$isOpen.sink { print("channel open: \($0)") }.store(in: &subscriptions)
    }
}

struct HubView: View {
    @ObservedObject var hub: Hub
    @ObservedObject var channel: Channel
    var body: some View { Text(hub.isOpen && channel.isOpen ? "open" : "closed") }
}
