import SwiftUI

final class Draft: ObservableObject {
    @Published var title = ""
    @Published var isPinned = false
}

final class Appearance: ObservableObject {
    @Published var usesLargeText = false
}

/// Binds through `self.$draft`, which needs `@Bindable`.
struct DraftEditor: View {
    @ObservedObject var draft: Draft

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
    @EnvironmentObject var appearance: Appearance

    var body: some View {
        Toggle("Large text", isOn: self.$appearance.usesLargeText)
    }
}

struct Root: View {
    @StateObject private var draft = Draft()
    @StateObject private var appearance = Appearance()

    var body: some View {
        VStack {
            DraftEditor(draft: draft)
            AppearanceToggle()
        }
        .environmentObject(appearance)
    }
}
