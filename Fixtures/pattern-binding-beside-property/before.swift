import Combine
import SwiftUI

final class Track: ObservableObject {
    @Published var title = ""
}

/// Stays ObservableObject: code subscribes to its objectWillChange.
final class Queue: ObservableObject {
    @Published var count = 0
    private var changes: AnyCancellable?

    init() {
        changes = objectWillChange.sink { _ in print("queue changes") }
    }
}

enum Screen {
    case track(Track)
    case queue
}

struct TrackView: View {
    @EnvironmentObject var track: Track
    var body: some View { Text(track.title) }
}

struct QueueView: View {
    @EnvironmentObject var queue: Queue
    var body: some View { Text("\(queue.count)") }
}

/// `model` is a `Track` in the first arm and the `if case` block, and the
/// `Queue` property elsewhere: each use reads the one its block sees.
struct ScreenView: View {
    let screen: Screen
    let model = Queue()

    var body: some View {
        switch screen {
        case .track(let model):
            TrackView().environmentObject(model)
        case .queue:
            QueueView().environmentObject(model)
        }
    }

    var header: some View {
        if case .track(let model) = screen {
            return AnyView(TrackView().environmentObject(model))
        }
        return AnyView(QueueView().environmentObject(model))
    }
}
