import SwiftUI

/// SwiftUI's view state in a class: it only works inside views, and never
/// told the object's observers of a change.
final class WindowModel: ObservableObject {
    @Published var title = ""
    @State var isExpanded = false
    @SwiftUI.Environment(\.colorScheme) var colorScheme
}

/// A wrapper of the app's own: whether it told observers cannot be told.
@propertyWrapper
struct Persisted<Value> {
    var wrappedValue: Value
}

final class Preferences: ObservableObject {
    @Published var theme = "light"
    @Persisted var fontSize = 12
}

struct WindowView: View {
    @StateObject private var model = WindowModel()
    @StateObject private var preferences = Preferences()

    var body: some View {
        Text(model.title + preferences.theme)
    }
}
