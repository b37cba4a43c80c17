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

@Observable final class Settings {
    private(set) var config = Config() {
        willSet { configPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var configPublisher = CurrentValueSubject<Config, Never>(_config)
    var clients = Set<String>() {
        willSet { clientsPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var clientsPublisher = CurrentValueSubject<Set<String>, Never>(_clients)
    var options = Outer.Options.init(mode: 1) {
        willSet { optionsPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var optionsPublisher = CurrentValueSubject<Outer.Options, Never>(_options)
    var count = 0 {
        willSet { countPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var countPublisher = CurrentValueSubject<Int, Never>(_count)
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init() {
        configPublisher.sink { print($0.icons) }.store(in: &cancellables)
        clientsPublisher.sink { print($0.count) }.store(in: &cancellables)
        optionsPublisher.sink { print($0.mode) }.store(in: &cancellables)
        countPublisher.sink { print($0) }.store(in: &cancellables)
    }
}

struct SettingsView: View {
    var settings: Settings

    var body: some View {
        Text("\(settings.count) \(settings.clients.count)")
    }
}
