import SwiftUI

struct DetailView: View {
    @Bindable var model: DataModel

    var body: some View {
        VStack(spacing: 16) {
            StatusBadge(isOn: model.isEnabled)
            Toggle("Enabled", isOn: $model.isEnabled)
        }
        .padding()
    }
}
