import SwiftUI

struct SettingsView: View {
    @EnvironmentObject var model: DataModel

    var body: some View {
        Form {
            Toggle("Enabled", isOn: $model.isEnabled)
            volumeRow
            Text(statusText)
        }
    }

    @ViewBuilder
    private var volumeRow: some View {
        Slider(value: $model.volume, in: 0...1)
            .disabled(!model.isEnabled)
    }

    private var statusText: String {
        model.isEnabled ? "Volume \(Int(model.volume * 100))%" : "Muted"
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
            .environmentObject(DataModel())
    }
}
