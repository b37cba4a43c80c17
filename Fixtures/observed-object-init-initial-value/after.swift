import SwiftUI

@Observable final class Cleaner {
    var isEnabled = false
}

/// Sets the wrapper with `.init(initialValue:)`, which `ObservedObject`
/// has and `Bindable` does not: the label becomes `wrappedValue`.
struct CleanerToggle: View {
    @Bindable private var cleaner: Cleaner

    init(cleaner: Cleaner) {
        _cleaner = .init(wrappedValue: cleaner)
    }

    var body: some View {
        Toggle("Clean", isOn: $cleaner.isEnabled)
    }
}
