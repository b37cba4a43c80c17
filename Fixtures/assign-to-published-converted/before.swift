import Combine
import Foundation

/// `assign(to: &$x)` keeps its values flowing once the class is migrated:
/// into the class's own set of cancellables, or one that is added.
final class TemperatureModel: ObservableObject {
    @Published var celsius = 20.0
    @Published private(set) var fahrenheit = 68.0
    @Published private(set) var summary = ""

    init() {
        $celsius
            .map { $0 * 9 / 5 + 32 }
            .assign(to: &$fahrenheit)
        $fahrenheit
            .map { String(format: "%.1f°F", $0) }
            .assign(to: &self.$summary)
    }
}

final class Thermostat: ObservableObject {
    @Published var target = 21.0
    @Published var isHeating = false
    var subscriptions: [AnyCancellable] = []

    init(model: TemperatureModel) {
        model.$celsius
            .combineLatest($target)
            .map { $0 < $1 }
            .assign(to: &$isHeating)
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
