import SwiftUI

@Observable final class AppModel: ObservableObject {
    @Observable final class Settings {
        var username = ""
        var prefersCompactLayout = false
    }

    var isOnboarded = false
    let settings = Settings()
}

struct AccountView: View {
    @Environment(AppModel.Settings.self) var settings

    var body: some View {
        @Bindable var settings = settings
        Form {
            TextField("Username", text: $settings.username)
            Toggle("Compact layout", isOn: $settings.prefersCompactLayout)
        }
    }
}

struct GreetingView: View {
    var settings: AppModel.Settings

    var body: some View {
        Text(settings.username.isEmpty ? "Hello!" : "Hello, \(settings.username)!")
    }
}

extension AppModel {
    struct LayoutBadge: View {
        @Environment(Settings.self) var settings

        var body: some View {
            Image(systemName: settings.prefersCompactLayout ? "rectangle.compress.vertical" : "rectangle.expand.vertical")
        }
    }
}

struct RootView: View {
    @StateObject private var model = AppModel()

    var body: some View {
        NavigationStack {
            VStack {
                GreetingView(settings: model.settings)
                AppModel.LayoutBadge()
                AccountView()
            }
        }
        .environment(model.settings)
    }
}
