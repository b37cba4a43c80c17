import SwiftUI

@main
struct ControlPanelApp: App {
    @StateObject var model = DataModel()

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
            .environmentObject(model)
        }
    }
}
