import SwiftUI

final class AlarmSettings: ObservableObject {
    @Published var isArmed = false
}

struct AlarmToggle: View {
    @EnvironmentObject var settings: AlarmSettings
    private let label: String

    init(label: String) {
        self.label = label
        // A binding made while the view is being created: there is no body to
        // declare `@Bindable var settings = settings` in.
        debugPrint($settings.isArmed)
    }

    var body: some View {
        Toggle(label, isOn: $settings.isArmed)
    }
}
