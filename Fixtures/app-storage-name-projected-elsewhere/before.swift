import Combine
import SwiftUI

/// Its `mode` is stored in `UserDefaults`; nothing uses its binding.
final class DisplaySettings: ObservableObject {
    @AppStorage("display.mode") var mode = "list"
}

/// Another class with a `mode`, whose publisher a view model reads: that
/// `$mode` is this class's, so `DisplaySettings` still migrates.
final class Browser: ObservableObject {
    @Published var mode = "all"
}

final class BrowserSummary: ObservableObject {
    @Published var title = ""
    private let browser: Browser
    private var updates: AnyCancellable?

    init(browser: Browser) {
        self.browser = browser
        updates = browser.$mode.sink { [weak self] mode in self?.title = mode }
    }
}

struct DisplayView: View {
    @StateObject private var settings = DisplaySettings()

    var body: some View {
        Text(settings.mode)
    }
}
