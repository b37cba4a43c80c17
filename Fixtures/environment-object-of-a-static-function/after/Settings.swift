import Combine
import SwiftUI

final class Settings: ObservableObject {
    @Published var usesDarkMode = false
}

/// Keeps the last value a `@Published` property announced.
final class LastValue<Value> {
    private(set) var value: Value?
    private var subscription: AnyCancellable?

    init(_ publisher: Published<Value>.Publisher) {
        subscription = publisher.sink { [weak self] in self?.value = $0 }
    }
}

struct SettingsView: View {
    @EnvironmentObject var settings: Settings

    var body: some View {
        Toggle("Dark mode", isOn: $settings.usesDarkMode)
    }
}

func watchDarkMode(of settings: Settings) -> LastValue<Bool> {
    LastValue(settings.$usesDarkMode)
}
