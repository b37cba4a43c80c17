import SwiftUI

/// A panel that works with any model that can be observed.
struct Panel<Model: ObservableObject, Content: View>: View {
    @ObservedObject var model: Model
    let content: (Model) -> Content

    var body: some View {
        VStack {
            content(model)
        }
    }
}

final class SidebarModel: ObservableObject {
    @Published var isCollapsed = false
}

final class FooterModel: ObservableObject {
    @Published var message = ""
}

struct SidebarView: View {
    @StateObject private var sidebar = SidebarModel()
    @StateObject private var footer = FooterModel()

    var body: some View {
        VStack {
            Panel(model: sidebar) { model in
                Toggle("Collapsed", isOn: .constant(model.isCollapsed))
            }
            Text(footer.message)
        }
    }
}
