import SwiftUI

@Observable final class ConsoleModel: ObservableObject {
    var filter = ""

    init(store: String) {
        filter = store
    }
}

/// The caller creates the model and passes it in, before and after: reading
/// the parameter again on every init of the view costs nothing.
struct ConsoleView: View {
    @State private var model: ConsoleModel

    init(model: ConsoleModel) {
        self.model = model
    }

    var body: some View { Text(model.filter) }
}

/// Created here: `State(initialValue:)` now creates one on every init of the
/// view (SwiftUI keeps the first), where `StateObject` created it once.
struct StoreConsoleView: View {
    @StateObject private var model: ConsoleModel

    init(store: String) {
        _model = StateObject(wrappedValue: ConsoleModel(store: store))
    }

    var body: some View { Text(model.filter) }
}
