// expected-error: generic struct 'EnvironmentObject' requires that 'ThemeModel' conform to 'ObservableObject'
// fix: @EnvironmentObject var theme: ThemeModel => @Environment(ThemeModel.self) var theme
import SwiftUI

// The class became @Observable but a view still reads it with @EnvironmentObject.
@Observable
final class ThemeModel {
    var accent = "blue"
}

struct ThemedView: View {
    @EnvironmentObject var theme: ThemeModel

    var body: some View {
        Text(theme.accent)
    }
}
