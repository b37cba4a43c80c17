import Combine
import SwiftUI

struct Log {
    let label: String
}

@Observable final class Channel {
    var isOpen = false {
        willSet { isOpenPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var isOpenPublisher = CurrentValueSubject<Bool, Never>(_isOpen)
}

/// `channel` in `watch(id:)` is its guard's: a `Channel`. The `channel` of
/// `open(id:)`, a `Log`, is a local of that function, which no other function sees.
@Observable final class Hub {
    var isOpen = false
    private var channels: [String: Channel] = [:]
    @ObservationIgnored private var subscriptions = Set<AnyCancellable>()

    func open(id: String) {
        let channel = Log(label: id)
        print(channel.label)
        channels[id] = Channel()
    }

    func watch(id: String) {
        guard let channel = channels[id] else { return }
        channel.isOpenPublisher.sink { print("channel open: \($0)") }.store(in: &subscriptions)
    }
}

struct HubView: View {
    var hub: Hub
    var channel: Channel
    var body: some View { Text(hub.isOpen && channel.isOpen ? "open" : "closed") }
}
