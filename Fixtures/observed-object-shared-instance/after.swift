import SwiftUI

@Observable final class UserSettings {
    static let shared = UserSettings()

    var fontSize = 14.0
    var showsTimestamps = true
}

struct SettingsSummary: View {
    // A shared instance: the view observes it but does not own it.
    private let settings: UserSettings = .shared

    var body: some View {
        Text("Font size \(settings.fontSize)")
    }
}

struct SettingsForm: View {
    @Bindable var settings = UserSettings.shared

    var body: some View {
        Toggle("Timestamps", isOn: $settings.showsTimestamps)
    }
}
