import SwiftUI

final class Cleaner: ObservableObject {
    @Published var isEnabled = false
}

/// Sets the wrapper with `.init(initialValue:)`, which `ObservedObject`
/// has and `Bindable` does not: the label becomes `wrappedValue`.
struct CleanerToggle: View {
    @ObservedObject private var cleaner: Cleaner

    init(cleaner: Cleaner) {
        _cleaner = .init(initialValue: cleaner)
    }

    var body: some View {
        Toggle("Clean", isOn: $cleaner.isEnabled)
    }
}
