import Combine
import SwiftUI

final class AppSettings: Combine.ObservableObject {
    @Published var fontSize = 14.0
    @Published var usesDarkMode = false
}

struct SettingsSummary: View {
    @ObservedObject var settings: AppSettings

    var body: some View {
        VStack(alignment: .leading) {
            Text("Font size: \(Int(settings.fontSize)) pt")
                .font(.system(size: settings.fontSize))
            Text(settings.usesDarkMode ? "Dark appearance" : "Light appearance")
        }
        .preferredColorScheme(settings.usesDarkMode ? .dark : .light)
    }
}
