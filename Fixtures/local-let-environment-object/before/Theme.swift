import SwiftUI

final class Theme: ObservableObject {
    @Published var accent: Color = .blue

    init(style: Int) {
        accent = style == 0 ? .blue : .red
    }
}

struct ThemeStyle {
    var name = "plain"
}

struct Badge: View {
    @EnvironmentObject var theme: Theme

    var body: some View {
        Text("New").foregroundColor(theme.accent)
    }
}

enum Screens {
    /// A local of the same name, of another type, in another function.
    static func styleName() -> String {
        let theme = ThemeStyle()
        return theme.name
    }

    static func themed<Content: View>(_ content: Content, style: Int) -> some View {
        let theme = Theme(style: style)
        return content.environmentObject(theme)
    }
}
