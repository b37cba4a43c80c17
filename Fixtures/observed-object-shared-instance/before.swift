import Combine
import SwiftUI

final class UserSettings: ObservableObject {
    static let shared = UserSettings()

    @Published var fontSize = 14.0
    @Published var showsTimestamps = true
}

struct SettingsSummary: View {
    // A shared instance: the view observes it but does not own it.
    @ObservedObject private var settings: UserSettings = .shared

    var body: some View {
        Text("Font size \(settings.fontSize)")
    }
}

struct SettingsForm: View {
    @ObservedObject var settings = UserSettings.shared

    var body: some View {
        Toggle("Timestamps", isOn: $settings.showsTimestamps)
    }
}
