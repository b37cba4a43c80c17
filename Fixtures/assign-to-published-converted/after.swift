import Combine
import Foundation
import Observation

/// `assign(to: &$x)` keeps its values flowing once the class is migrated:
/// into the class's own set of cancellables, or one that is added.
@Observable final class TemperatureModel {
    var celsius = 20.0 {
        willSet { celsiusPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var celsiusPublisher = CurrentValueSubject<Double, Never>(_celsius)
    private(set) var fahrenheit = 68.0 {
        willSet { fahrenheitPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var fahrenheitPublisher = CurrentValueSubject<Double, Never>(_fahrenheit)
    private(set) var summary = ""
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init() {
        celsiusPublisher
            .map { $0 * 9 / 5 + 32 }
            .sink { [weak self] in self?.fahrenheit = $0 }
            .store(in: &cancellables)
        fahrenheitPublisher
            .map { String(format: "%.1f°F", $0) }
            .sink { [weak self] in self?.summary = $0 }
            .store(in: &cancellables)
    }
}

@Observable final class Thermostat {
    var target = 21.0 {
        willSet { targetPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var targetPublisher = CurrentValueSubject<Double, Never>(_target)
    var isHeating = false
    @ObservationIgnored var subscriptions: [AnyCancellable] = []

    init(model: TemperatureModel) {
        model.celsiusPublisher
            .combineLatest(targetPublisher)
            .map { $0 < $1 }
            .sink { [weak self] in self?.isHeating = $0 }
            .store(in: &subscriptions)
    }
}

/// `assign(to:)` writes past the property's observers; an assignment of the
/// migrated property would run them, so this class stays (reported).
final class Gauge: ObservableObject {
    @Published private(set) var reading = "" {
        didSet { history.append(reading) }
    }
    private(set) var history: [String] = []

    init(source: AnyPublisher<String, Never>) {
        source.assign(to: &$reading)
    }
}
