// A wrong migration of Fixtures/app-storage-converted-behaviour (its
// before.swift and driver are used with this file): `@AppStorage` kept under
// `@ObservationIgnored` stores the values, but its writes no longer tell observers.
import SwiftUI

@Observable final class DisplaySettings {
    @ObservationIgnored @AppStorage("om.check.scheme") var scheme = "light"
    @ObservationIgnored @AppStorage("om.check.fontSize") var fontSize = 12
    @ObservationIgnored @AppStorage("om.check.note", store: .standard) var note: String?
    var isPreviewing = false
}

struct DisplaySettingsView: View {
    @Bindable var settings: DisplaySettings

    var body: some View {
        TextField("Scheme", text: $settings.scheme)
    }
}
