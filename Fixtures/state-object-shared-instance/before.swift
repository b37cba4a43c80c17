import SwiftUI

final class ThemeStore: ObservableObject {
    static let shared = ThemeStore()

    @Published var accent = Color.blue
}

struct ThemePreview: View {
    // Reading a shared instance is cheap; nothing is created per init.
    @StateObject private var theme: ThemeStore = .shared
    @StateObject private var sameTheme = ThemeStore.shared

    var body: some View {
        Circle()
            .fill(theme.accent)
            .overlay(Text(sameTheme.accent.description))
    }
}
