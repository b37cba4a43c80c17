import SwiftUI

final class KioskManager: ObservableObject {
    @Published var isEnabled = false
}

final class ScreensaverState: ObservableObject {
    @Published var isDimmed = false
}

final class AppEnvironment {
    lazy var kiosk = KioskManager()
    let screensaver: ScreensaverState = ScreensaverState()
}

/// The app-wide dependency container (a global variable, not a type).
var Current = AppEnvironment()

let sharedScreensaver = ScreensaverState()

struct KioskBanner: View {
    @StateObject private var kiosk = Current.kiosk
    @ObservedObject private var screensaver = Current.screensaver
    @ObservedObject private var fallback = sharedScreensaver

    var body: some View {
        Text(kiosk.isEnabled ? "Kiosk" : "Normal")
            .opacity(screensaver.isDimmed || fallback.isDimmed ? 0.3 : 1)
    }
}
