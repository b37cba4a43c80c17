import SwiftUI

@Observable final class NotificationSettings {
    var isEnabled = true
    var showsPreviews = false
    var soundName = "Chime"
    var badgeLimit = 99
    var isMutedAtNight = false
}

struct NotificationSettingsView: View {
    @Environment(NotificationSettings.self) var settings

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
        @Bindable var settings = settings
        return Toggle("Notifications", isOn: $settings.isEnabled)
    }

    private func previewsToggle(title: String) -> some View {
        @Bindable var settings = settings
        return Toggle(title, isOn: $settings.showsPreviews)
            .disabled(!settings.isEnabled)
    }

    @ViewBuilder
    private var soundSection: some View {
        @Bindable var settings = settings
        if settings.isEnabled {
            Picker("Sound", selection: $settings.soundName) {
                Text("Chime").tag("Chime")
                Text("Bell").tag("Bell")
            }
        }
    }

    private func badgeStepper() -> some View {
        @Bindable var settings = settings
        let range = 0...999
        return Stepper("Badge limit: \(settings.badgeLimit)", value: $settings.badgeLimit, in: range)
    }

    private var nightToggle: some View {
        @Bindable var settings = settings
        return Toggle("Mute at night", isOn: $settings.isMutedAtNight)
    }

    private func resetButton() -> some View {
        Button("Reset") {
            settings.isEnabled = true
            settings.showsPreviews = false
        }
    }
}

struct NotificationSummary: View {
    @Environment(NotificationSettings.self) var settings

    var body: some View {
        summaryRow()
    }

    @ViewBuilder
    func summaryRow() -> some View {
        @Bindable var settings = settings
        Toggle(settings.soundName, isOn: $settings.isEnabled)
        if settings.isMutedAtNight {
            Text("Muted at night")
        }
    }
}
