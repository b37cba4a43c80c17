import SwiftUI

@Observable final class KioskManager {
    var isEnabled = false
}

@Observable final class ScreensaverState {
    var isDimmed = false
}

final class AppEnvironment {
    lazy var kiosk = KioskManager()
    let screensaver: ScreensaverState = ScreensaverState()
}

/// The app-wide dependency container (a global variable, not a type).
var Current = AppEnvironment()

let sharedScreensaver = ScreensaverState()

struct KioskBanner: View {
    @State private var kiosk = Current.kiosk
    private let screensaver = Current.screensaver
    private let fallback = sharedScreensaver

    var body: some View {
        Text(kiosk.isEnabled ? "Kiosk" : "Normal")
            .opacity(screensaver.isDimmed || fallback.isDimmed ? 0.3 : 1)
    }
}
