import SwiftUI

@Observable final class ThemeStore {
    static let shared = ThemeStore()

    var accent = Color.blue
}

struct ThemePreview: View {
    // Reading a shared instance is cheap; nothing is created per init.
    @State private var theme: ThemeStore = .shared
    @State private var sameTheme = ThemeStore.shared

    var body: some View {
        Circle()
            .fill(theme.accent)
            .overlay(Text(sameTheme.accent.description))
    }
}
