import SwiftUI

@Observable final class AppSettings {
    var fontSize = 14.0
    var usesDarkMode = false
}

struct SettingsSummary: View {
    var settings: AppSettings

    var body: some View {
        VStack(alignment: .leading) {
            Text("Font size: \(Int(settings.fontSize)) pt")
                .font(.system(size: settings.fontSize))
            Text(settings.usesDarkMode ? "Dark appearance" : "Light appearance")
        }
        .preferredColorScheme(settings.usesDarkMode ? .dark : .light)
    }
}
