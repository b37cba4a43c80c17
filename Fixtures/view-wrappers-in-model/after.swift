import SwiftUI

/// SwiftUI's view state in a class: it only works inside views, and never
/// told the object's observers of a change.
@Observable final class WindowModel {
    var title = ""
    @ObservationIgnored @State var isExpanded = false
    @ObservationIgnored @SwiftUI.Environment(\.colorScheme) var colorScheme
}

/// A wrapper of the app's own: whether it told observers cannot be told.
@propertyWrapper
struct Persisted<Value> {
    var wrappedValue: Value
}

@Observable final class Preferences {
    var theme = "light"
    @ObservationIgnored @Persisted var fontSize = 12
}

struct WindowView: View {
    @State private var model = WindowModel()
    @State private var preferences = Preferences()

    var body: some View {
        Text(model.title + preferences.theme)
    }
}
