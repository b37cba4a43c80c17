import SwiftUI

struct StatusBadge: View {
    let isOn: Bool

    var body: some View {
        Label(isOn ? "On" : "Off", systemImage: isOn ? "checkmark.circle.fill" : "xmark.circle")
            .foregroundColor(isOn ? .green : .secondary)
    }
}
