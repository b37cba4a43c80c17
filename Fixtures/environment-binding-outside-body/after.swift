import SwiftUI

@Observable final class AlarmSettings {
    var isArmed = false
}

struct AlarmToggle: View {
    @Environment(AlarmSettings.self) var settings
    private let label: String

    init(label: String) {
        self.label = label
        // A binding made while the view is being created: there is no body to
        // declare `@Bindable var settings = settings` in.
        debugPrint($settings.isArmed)
    }

    var body: some View {
        @Bindable var settings = settings
        Toggle(label, isOn: $settings.isArmed)
    }
}
