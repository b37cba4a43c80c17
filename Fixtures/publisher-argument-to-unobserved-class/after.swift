import SwiftUI
import Combine

/// Not observed by any view: the default scope leaves it, and its init's
/// `Published<T>.Publisher` parameter with it.
final class Launcher: ObservableObject {
    @Published var phase = 0
    private var bag = Set<AnyCancellable>()

    init(busy: Published<Bool>.Publisher) {
        busy.sink { [weak self] value in self?.phase = value ? 1 : 2 }.store(in: &bag)
    }
}

final class Feed: ObservableObject {
    @Published var busy = false
}

struct Screen: View {
    @ObservedObject var feed: Feed

    var body: some View {
        Button("Launch") {
            _ = Launcher(busy: feed.$busy)
        }
    }
}
