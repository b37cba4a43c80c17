import SwiftUI

@Observable final class Draft {
    var title = ""
    var isPinned = false
}

@Observable final class Appearance {
    var usesLargeText = false
}

/// Binds through `self.$draft`, which needs `@Bindable`.
struct DraftEditor: View {
    @Bindable var draft: Draft

    var body: some View {
        Form {
            TextField("Title", text: self.$draft.title)
            Toggle("Pinned", isOn: self.$draft.isPinned)
        }
    }
}

/// Binds through `self.$appearance` in its body: the body gets a local
/// `@Bindable`, and the binding must read it.
struct AppearanceToggle: View {
    @Environment(Appearance.self) var appearance

    var body: some View {
        @Bindable var appearance = appearance
        Toggle("Large text", isOn: $appearance.usesLargeText)
    }
}

struct Root: View {
    @State private var draft = Draft()
    @State private var appearance = Appearance()

    var body: some View {
        VStack {
            DraftEditor(draft: draft)
            AppearanceToggle()
        }
        .environment(appearance)
    }
}
