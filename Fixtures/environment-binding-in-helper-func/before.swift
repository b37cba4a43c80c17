import SwiftUI

final class NotificationSettings: ObservableObject {
    @Published var isEnabled = true
    @Published var showsPreviews = false
    @Published var soundName = "Chime"
    @Published var badgeLimit = 99
    @Published var isMutedAtNight = false
}

struct NotificationSettingsView: View {
    @EnvironmentObject var settings: NotificationSettings

    var body: some View {
        Form {
            toggle()
            previewsToggle(title: "Show previews")
            soundSection
            badgeStepper()
            nightToggle
            resetButton()
        }
    }

    func toggle() -> some View {
        Toggle("Notifications", isOn: $settings.isEnabled)
    }

    private func previewsToggle(title: String) -> some View {
        Toggle(title, isOn: $settings.showsPreviews)
            .disabled(!settings.isEnabled)
    }

    @ViewBuilder
    private var soundSection: some View {
        if settings.isEnabled {
            Picker("Sound", selection: $settings.soundName) {
                Text("Chime").tag("Chime")
                Text("Bell").tag("Bell")
            }
        }
    }

    private func badgeStepper() -> some View {
        let range = 0...999
        return Stepper("Badge limit: \(settings.badgeLimit)", value: $settings.badgeLimit, in: range)
    }

    private var nightToggle: some View {
        Toggle("Mute at night", isOn: $settings.isMutedAtNight)
    }

    private func resetButton() -> some View {
        Button("Reset") {
            settings.isEnabled = true
            settings.showsPreviews = false
        }
    }
}

struct NotificationSummary: View {
    @EnvironmentObject var settings: NotificationSettings

    var body: some View {
        summaryRow()
    }

    @ViewBuilder
    func summaryRow() -> some View {
        Toggle(settings.soundName, isOn: $settings.isEnabled)
        if settings.isMutedAtNight {
            Text("Muted at night")
        }
    }
}
