import SwiftUI

@main
struct ControlPanelApp: App {
    @State var model = DataModel()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                SettingsView()
                    .toolbar {
                        NavigationLink("Details") {
                            DetailView(model: model)
                        }
                    }
            }
            .environment(model)
        }
    }
}
