import SwiftUI

final class DisplaySettings: ObservableObject {
    @AppStorage("om.check.scheme") var scheme = "light"
    @AppStorage("om.check.fontSize") var fontSize = 12
    @AppStorage("om.check.note", store: .standard) var note: String?
    @Published var isPreviewing = false
}

struct DisplaySettingsView: View {
    @ObservedObject var settings: DisplaySettings

    var body: some View {
        TextField("Scheme", text: $settings.scheme)
    }
}
