import Combine
import SwiftUI

struct Config: Equatable {
    var icons: [String] = []
}

enum Outer {
    struct Options: Equatable {
        var mode = 0
    }
}

final class Settings: ObservableObject {
    @Published private(set) var config = Config()
    @Published var clients = Set<String>()
    @Published var options = Outer.Options.init(mode: 1)
    @Published var count = 0
    private var cancellables: Set<AnyCancellable> = []

    init() {
        $config.sink { print($0.icons) }.store(in: &cancellables)
        $clients.sink { print($0.count) }.store(in: &cancellables)
        $options.sink { print($0.mode) }.store(in: &cancellables)
        $count.sink { print($0) }.store(in: &cancellables)
    }
}

struct SettingsView: View {
    @ObservedObject var settings: Settings

    var body: some View {
        Text("\(settings.count) \(settings.clients.count)")
    }
}
